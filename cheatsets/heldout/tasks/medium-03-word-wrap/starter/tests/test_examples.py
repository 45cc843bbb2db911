from solution import wrap


def test_example_from_readme():
    assert wrap("hello big world", 9) == ["hello big", "world"]


def test_example_single_word():
    assert wrap("hello", 10) == ["hello"]
