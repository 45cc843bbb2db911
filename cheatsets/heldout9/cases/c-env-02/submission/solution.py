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


def best_word(words):
    words = list(words)
    if not words:
        raise ValueError("no words")
    return max(words, key=score)
