from solution import parse_query


def test_plus_and_percent():
    assert parse_query("q=a+b%21") == {"q": ["a b!"]}


def test_repeated_keys():
    assert parse_query("x=1&x=2") == {"x": ["1", "2"]}


def test_no_equals():
    assert parse_query("flag") == {"flag": [""]}
