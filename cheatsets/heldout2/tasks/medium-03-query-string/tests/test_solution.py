from solution import parse_query


def test_simple():
    assert parse_query("a=1&b=2") == {"a": ["1"], "b": ["2"]}


def test_plus_and_percent():
    assert parse_query("q=a+b%21") == {"q": ["a b!"]}


def test_repeated_keys():
    assert parse_query("x=1&x=2") == {"x": ["1", "2"]}


def test_no_equals():
    assert parse_query("flag&&k=") == {"flag": [""], "k": [""]}


def test_utf8_key():
    assert parse_query("caf%C3%A9=%E2%82%AC5") == {"caf\u00e9": ["\u20ac5"]}
