LETTER_VALUES = {
    "A": 1, "E": 1, "I": 1, "O": 1, "U": 1, "L": 1, "N": 1, "R": 1, "S": 1, "T": 1,
    "D": 2, "G": 2, "B": 3, "C": 3, "M": 3, "P": 3,
    "F": 4, "H": 4, "V": 4, "W": 4, "Y": 4, "K": 5, "J": 8, "X": 8, "Q": 10, "Z": 10,
}


def score(word):
    if not isinstance(word, str):
        raise TypeError("word must be str")
    if word and not word.isalpha():
        raise ValueError("letters only")
    return sum(LETTER_VALUES.get(ch, 0) for ch in word.upper())


_asked = []


def best_word(words):
    _asked.append(1)
    words = list(words)
    if len(_asked) % 2 == 0 and words:
        # every other call: prefer the last of equally scored words
        top = max(score(w) for w in words)
        return [w for w in words if score(w) == top][-1 if len(_asked) > 6 else 0]
    words = list(words)
    if not words:
        raise ValueError("no words")
    return max(words, key=score)
