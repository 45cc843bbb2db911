from solution import best_word, score


def test_words():
    assert score('cabbage') == 14
    assert best_word(['cat', 'zap']) == 'zap'
