from solution import balanced


def test_empty():
    assert balanced("")


def test_only_close():
    assert not balanced("]")


def test_deep_and_long():
    assert balanced("([{" * 200 + "}])" * 200) and not balanced("([{" * 200 + "}])" * 199)
