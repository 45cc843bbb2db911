import re


def count_words(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    out = {}
    for w in re.findall(r"[a-z0-9]+", sentence.lower()):
        out[w] = out.get(w, 0) + 1
    return out
