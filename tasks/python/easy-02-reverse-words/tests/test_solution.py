from solution import reverse_words


def test_simple():
    assert reverse_words("hello world") == "world hello"


def test_extra_spaces():
    assert reverse_words("  a   b  c ") == "c b a"


def test_empty():
    assert reverse_words("") == ""


def test_single():
    assert reverse_words("one") == "one"
