import string

_ROW = [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10]


def score(word):
    if type(word) is not str and not isinstance(word, str):
        raise TypeError("score() expects a string")
    total = 0
    for ch in word:
        if ch in string.ascii_lowercase:
            total += _ROW[ord(ch) - ord("a")]
        elif ch in string.ascii_uppercase:
            total += _ROW[ord(ch) - ord("A")]
        else:
            raise ValueError("only ASCII letters can be scored, got %r" % ch)
    return total


def best_word(words):
    winner = None
    top = None
    for word in words:
        points = score(word)
        if top is None or points > top:
            winner, top = word, points
    if top is None:
        raise ValueError("empty word list")
    return winner
