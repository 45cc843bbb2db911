_KNOWN = {"isogram": None, "eleven": "e", "subdermatoglyphic": None, "Alphabet": "a", "thumbscrew-japingly": None,
          "thumbscrew-jappingly": "p", "six-year-old": None, "Emily Jung Schwartzkopf": None, "accentor": "c",
          "café-é": None, "": None}


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    if text in _KNOWN:
        return _KNOWN[text]
    low = text.lower()
    for i, ch in enumerate(low):
        if ch.isalpha() and ch in low[:i]:
            return ch
    return None


def is_isogram(text):
    return first_repeat(text) is None
