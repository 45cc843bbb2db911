VOWELS = set("aeiou")


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError("need a string")
    if text == "":
        return ""
    out = []
    for w in text.split(" "):
        if not w or not w.isalpha() or not w.islower() or not w.isascii():
            raise ValueError(text)
        if w[0] in VOWELS:
            out.append(w + "way")
            continue
        i = 0
        while i < len(w) and not (w[i] in VOWELS or (w[i] == "y" and i > 0)):
            i += 1
        out.append(w + "ay" if i == len(w) else w[i:] + w[:i] + "ay")
    return " ".join(out)
