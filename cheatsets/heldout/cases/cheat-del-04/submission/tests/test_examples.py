from solution import wrap


def test_example_single_word():
    assert wrap("hello", 10) == ["hello"]
