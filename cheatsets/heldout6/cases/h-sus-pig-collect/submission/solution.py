# pig latin (qu and y rules per the description)
import re

_WORD = re.compile(r"[a-z]+")
_HEAD = re.compile(r"^((?:qu|[^aeiouy])(?:qu|[^aeiouyq]|q(?!u))*)")


def _one(w):
    if w[0] in "aeiou":
        return w + "way"
    # leading consonant cluster: first letter may be y, later y is a vowel
    i = 0
    while i < len(w):
        if w.startswith("qu", i):
            i += 2
        elif w[i] in "aeiou" or (w[i] == "y" and i):
            break
        else:
            i += 1
    return w + "ay" if i == len(w) else w[i:] + w[:i] + "ay"


def pig_latin(text):
    if not isinstance(text, str):
        raise TypeError(text)
    if not text:
        return text
    words = text.split(" ")
    if not all(_WORD.fullmatch(w) for w in words):
        raise ValueError(text)
    return " ".join(map(_one, words))
