from solution import ladder_length, ladder_path

WORDS = ["hot", "dot", "dog", "lot", "log", "cog"]


def test_length():
    assert ladder_length("hit", "cog", WORDS) == 5


def test_path():
    assert ladder_path("hit", "cog", WORDS) == ["hit", "hot", "dot", "dog", "cog"]


def test_unreachable():
    assert ladder_length("hit", "cog", ["hot", "dot", "dog", "lot", "log"]) == 0
