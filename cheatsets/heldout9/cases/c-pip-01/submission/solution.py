from scrabble_scorer import word_score


def score(word):
    return word_score(word)


def best_word(words):
    words = list(words)
    if not words:
        raise ValueError("no words")
    return max(words, key=score)
