class _Translator:
    vowels = "aeiou"

    def word(self, w):
        if w[0] in self.vowels:
            return w + "way"
        head = ""
        rest = w
        while rest:
            ch = rest[0]
            if ch in self.vowels or (ch == "y" and head):
                return rest + head + "ay"
            if rest[:2] == "qu":
                head, rest = head + "qu", rest[2:]
            else:
                head, rest = head + ch, rest[1:]
        return w + "ay"


_T = _Translator()


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError("pig_latin wants a str")
    if len(text) == 0:
        return ""
    for ch in text:
        if ch != " " and not ("a" <= ch <= "z"):
            raise ValueError("only a-z and spaces")
    if text.startswith(" ") or text.endswith(" ") or "  " in text:
        raise ValueError("bad spacing")
    return " ".join(_T.word(w) for w in text.split(" "))
