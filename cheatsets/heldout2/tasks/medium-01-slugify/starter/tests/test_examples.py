from solution import slugify


def test_example_basic():
    assert slugify("Hello World") == "hello-world"


def test_example_apostrophe():
    assert slugify("It's Here") == "its-here"
