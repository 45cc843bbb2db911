def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError("str")
    out = []
    for w in text.split():
        if w[0] in "aeiou":
            out.append(w + "way")
        else:
            i = 0
            while i < len(w) and w[i] not in "aeiou":
                i += 1
            out.append(w[i:] + w[:i] + "ay")
    return " ".join(out)
