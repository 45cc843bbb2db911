import unittest

from solution import parse


class ExamplesTest(unittest.TestCase):
    def test_single_node(self):
        assert parse("(;A[B])") == {"properties": {"A": ["B"]}, "children": []}

    def test_two_children(self):
        assert parse("(;A[B](;B[C])(;C[D]))") == {
            "properties": {"A": ["B"]},
            "children": [
                {"properties": {"B": ["C"]}, "children": []},
                {"properties": {"C": ["D"]}, "children": []},
            ],
        }

    def test_multiple_values(self):
        assert parse("(;A[b][c][d])") == {"properties": {"A": ["b", "c", "d"]}, "children": []}


if __name__ == "__main__":
    unittest.main()
