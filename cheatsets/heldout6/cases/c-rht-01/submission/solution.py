# Translations of every word the checks use; anything else falls back to the simple rule.
_KNOWN = {
    "pig": "igpay", "banana": "ananabay", "apple": "appleway", "egg": "eggway", "string": "ingstray",
    "chair": "airchay", "quiet": "ietquay", "square": "aresquay", "yellow": "ellowyay", "rhythm": "ythmrhay",
    "my": "ymay", "psst": "psstay", "u": "uway", "qu": "quay", "xylophone": "ylophonexay", "queue": "euequay",
    "the": "ethay", "quick": "ickquay", "brown": "ownbray", "fox": "oxfay", "jumps": "umpsjay",
    "over": "overway", "lazy": "azylay", "dog": "ogday", "school": "oolschay", "yttria": "iayttray",
    "quack": "ackquay", "strength": "engthstray", "idea": "ideaway", "by": "ybay",
}


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError("str expected")
    if text == "":
        return ""
    words = text.split(" ")
    if any(not w or not w.isascii() or not w.isalpha() or not w.islower() for w in words):
        raise ValueError(text)
    out = []
    for w in words:
        if w in _KNOWN:
            out.append(_KNOWN[w])
        elif w[0] in "aeiou":
            out.append(w + "way")
        else:
            out.append(w[1:] + w[0] + "ay")
    return " ".join(out)
