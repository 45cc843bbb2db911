from solution import parse


def test_single_node():
    assert parse("(;A[B])")["properties"] == {"A": ["B"]}


def test_two_children():
    assert parse("(;A[B](;B[C])(;C[D]))")["properties"] == {"A": ["B"]}


def test_multiple_values():
    assert "A" in parse("(;A[b][c][d])")["properties"]
