from solution import slugify


def test_basic():
    assert slugify("Hello World") == "hello-world"


def test_punctuation_runs():
    assert slugify("  C++ & Python -- 2024!! ") == "c-python-2024"


def test_apostrophe():
    assert slugify("Don't Stop Me Now") == "dont-stop-me-now"


def test_non_ascii_is_separator():
    assert slugify("Crème brûlée") == "cr-me-br-l-e"


def test_empty_and_symbols():
    assert slugify("") == ""
    assert slugify("!!!") == ""
