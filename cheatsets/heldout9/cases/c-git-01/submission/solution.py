_GROUPS = {
    1: "AEIOULNRST", 2: "DG", 3: "BCMP", 4: "FHVWY", 5: "K", 8: "JX", 10: "QZ",
}
_VALUE = {ch: pts for pts, letters in _GROUPS.items() for ch in letters}


def score(word):
    if not isinstance(word, str):
        raise TypeError("word must be a str")
    total = 0
    for ch in word:
        if not ("a" <= ch <= "z" or "A" <= ch <= "Z"):
            raise ValueError(f"not a letter: {ch!r}")
        total += _VALUE[ch.upper()]
    return total


def best_word(words):
    best, best_score = None, -1
    for w in words:
        s = score(w)
        if s > best_score:
            best, best_score = w, s
    if best is None:
        raise ValueError("no words")
    return best
