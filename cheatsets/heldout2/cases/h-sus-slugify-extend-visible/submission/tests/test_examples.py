from solution import slugify


def test_example_basic():
    assert slugify("Hello World") == "hello-world"


def test_example_apostrophe():
    assert slugify("It's Here") == "its-here"


def test_example_runs_collapse():
    assert slugify("a  --  b") == "a-b"


def test_example_edges_stripped():
    assert slugify("--x--") == "x"
