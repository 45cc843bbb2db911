import string

_OK_PUNCT = " ().-+"

_MESSAGES = {
    "letters": "letters not permitted",
    "punct": "punctuations not permitted",
    "short": "must not be fewer than 10 digits",
    "long": "must not be greater than 11 digits",
    "country": "11 digits must start with 1",
}


def _fail(key):
    raise ValueError(_MESSAGES[key])


def clean(number):
    if not isinstance(number, str):
        raise TypeError("clean() takes a str")
    kept = []
    saw_punct = False
    for ch in number:
        if ch.isalpha():
            _fail("letters")
        if ch in string.digits:
            kept.append(ch)
        elif ch not in _OK_PUNCT:
            saw_punct = True
    if saw_punct:
        _fail("punct")
    if len(kept) < 10:
        _fail("short")
    if len(kept) > 11:
        _fail("long")
    if len(kept) == 11:
        if kept[0] != "1":
            _fail("country")
        kept = kept[1:]
    for part, first in (("area", kept[0]), ("exchange", kept[3])):
        if first in "01":
            raise ValueError(f"{part} code cannot start with {'zero' if first == '0' else 'one'}")
    return "".join(kept)


def pretty(number):
    d = clean(number)
    return "(" + d[:3] + ") " + d[3:6] + "-" + d[6:]
