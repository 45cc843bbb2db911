from solution import fullmatch


def test_pathological():
    n = 40
    assert fullmatch("a?" * n + "a" * n, "a" * n)
    assert not fullmatch("a*" * 30 + "b", "a" * 60)
