from solution import count_words


def test_lyric(lyric):
    got = count_words(lyric)
    assert got["row"] == 3 and got["merrily"] == 4 and got["dream"] == 1
    assert list(got)[:3] == ["row", "your", "boat"]


def test_quotes(quoted):
    assert count_words(quoted) == {"she": 1, "said": 2, "yes": 1, "and": 1, "i": 1, "no": 1,
                                   "but": 1, "it's": 1, "fine": 1}
