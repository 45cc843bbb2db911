"""Scrabble word scores."""

POINTS = {
    **dict.fromkeys("aeioulnrst", 1),
    **dict.fromkeys("dg", 2),
    **dict.fromkeys("bcmp", 3),
    **dict.fromkeys("fhvwy", 4),
    "k": 5,
    **dict.fromkeys("jx", 8),
    **dict.fromkeys("qz", 10),
}


def score(word):
    """Return the Scrabble score of `word` (ASCII letters only)."""
    if not isinstance(word, str):
        raise TypeError("word must be a string")
    total = 0
    for ch in word:
        low = ch.lower() if ch.isascii() else None
        if low not in POINTS:
            raise ValueError(f"cannot score character {ch!r}")
        total += POINTS[low]
    return total


def best_word(words):
    """Highest-scoring word; the first one wins ties."""
    best = None
    best_points = None
    for word in words:
        pts = score(word)
        if best_points is None or pts > best_points:
            best, best_points = word, pts
    if best_points is None:
        raise ValueError("best_word() of an empty sequence")
    return best
