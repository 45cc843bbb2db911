from solution import ordinal


def test_teens():
    for n in (11, 12, 13, 111, 112, 113):
        assert ordinal(n) == f"{n}th"


def test_hundred_and_one():
    assert ordinal(101) == "101st"
