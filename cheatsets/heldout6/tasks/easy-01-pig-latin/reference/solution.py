VOWELS = set("aeiou")


def _word(w):
    if w[0] in VOWELS:
        return w + "way"
    i = 0
    while i < len(w):
        c = w[i]
        if c in VOWELS or (c == "y" and i > 0):
            break
        if c == "q" and w[i + 1:i + 2] == "u":
            i += 2
            continue
        i += 1
    if i == len(w):
        return w + "ay"
    return w[i:] + w[:i] + "ay"


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if text == "":
        return ""
    words = text.split(" ")
    for w in words:
        if not w or any(not ("a" <= c <= "z") for c in w):
            raise ValueError(f"bad input: {text!r}")
    return " ".join(_word(w) for w in words)
