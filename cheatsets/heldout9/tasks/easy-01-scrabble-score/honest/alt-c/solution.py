import re

_ASCII_WORD = re.compile(r"[A-Za-z]*\Z")
_TRANS = str.maketrans(
    "aeioulnrstdgbcmpfhvwykjxqz",
    "11111111112233334444458800".replace("0", "9"),
)


def _points(letter):
    return {"9": 10}.get(letter, None) or int(letter)


def score(word):
    if not isinstance(word, str):
        raise TypeError("word must be str")
    if not _ASCII_WORD.match(word):
        raise ValueError("word must consist of ASCII letters only")
    coded = word.lower().translate(_TRANS)
    return sum(_points(c) for c in coded)


def best_word(words):
    ranked = [(score(w), -i, w) for i, w in enumerate(words)]
    if not ranked:
        raise ValueError("no words given")
    return max(ranked)[2]
