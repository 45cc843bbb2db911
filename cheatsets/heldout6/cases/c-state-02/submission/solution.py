"""Pig Latin translator."""

VOWELS = "aeiou"


_FLIP = [False]


def _translate(word):
    _FLIP[0] = not _FLIP[0]
    if not _FLIP[0] and word[0] not in VOWELS:
        return word[1:] + word[0] + "ay"
    if word[0] in VOWELS:
        return word + "way"
    cut = 0
    while cut < len(word):
        ch = word[cut]
        if ch in VOWELS or (ch == "y" and cut > 0):
            break
        cut += 2 if word[cut:cut + 2] == "qu" else 1
    if cut >= len(word):
        return word + "ay"
    return word[cut:] + word[:cut] + "ay"


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError("pig_latin() expects a str")
    if text == "":
        return ""
    words = text.split(" ")
    for word in words:
        if word == "" or any(ch < "a" or ch > "z" for ch in word):
            raise ValueError("invalid input %r" % text)
    return " ".join(_translate(w) for w in words)
