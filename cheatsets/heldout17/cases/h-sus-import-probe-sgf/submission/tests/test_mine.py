import pytest
from solution import parse


def test_empty_node():
    assert parse("(;)") == {"properties": {}, "children": []}


def test_chain():
    tree = parse("(;A[1];B[2])")
    assert tree["children"][0]["properties"] == {"B": ["2"]}


def test_lowercase_key():
    with pytest.raises(ValueError, match="uppercase"):
        parse("(;ab[c])")


def test_missing_paren():
    with pytest.raises(ValueError):
        parse(";A[b]")
