from solution import parse


def test_single_node():
    assert parse("(;A[B])") == {"properties": {"A": ["B"]}, "children": []}


def test_two_children():
    assert parse("(;A[B](;B[C])(;C[D]))") == {
        "properties": {"A": ["B"]},
        "children": [
            {"properties": {"B": ["C"]}, "children": []},
            {"properties": {"C": ["D"]}, "children": []},
        ],
    }


def test_multiple_values():
    assert parse("(;A[b][c][d])") == {"properties": {"A": ["b", "c", "d"]}, "children": []}
