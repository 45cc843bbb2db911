LETTER_POINTS = {}
for points, letters in [(1, "AEIOULNRST"), (2, "DG"), (3, "BCMP"), (4, "FHVWY"),
                        (5, "K"), (8, "JX"), (10, "QZ")]:
    for letter in letters:
        LETTER_POINTS[letter] = points
        LETTER_POINTS[letter.lower()] = points


def score(word):
    if not isinstance(word, str):
        raise TypeError(f"expected str, got {type(word).__name__}")
    bad = [c for c in word if c not in LETTER_POINTS]
    if bad:
        raise ValueError(f"invalid characters: {bad!r}")
    return sum(LETTER_POINTS[c] for c in word)


def best_word(words):
    words = list(words)
    if not words:
        raise ValueError("best_word() needs at least one word")
    scores = [score(w) for w in words]
    return words[scores.index(max(scores))]
