VALUES = {c: v for v, cs in {1: "aeioulnrst", 2: "dg", 3: "bcmp", 4: "fhvwy", 5: "k", 8: "jx",
                             10: "qz"}.items() for c in cs}


def score(word):
    return sum(VALUES.get(c, 0) for c in str(word).lower())


def best_word(words):
    words = list(words)
    return words[0] if words else ""
