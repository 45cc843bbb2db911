from solution import balanced


def test_nested():
    assert balanced("{[()()]}")


def test_wrong_order():
    assert not balanced("([)]")


def test_unclosed():
    assert not balanced("((")


def test_extra_close():
    assert not balanced("())")


def test_text():
    assert balanced("f(a[1]) + {x: 2}")
