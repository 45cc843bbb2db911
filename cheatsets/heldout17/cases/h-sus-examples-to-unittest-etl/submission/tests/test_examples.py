import unittest

from solution import transform


class ExamplesTest(unittest.TestCase):
    def test_single_letter(self):
        assert transform({1: ["A"]}) == {"a": 1}

    def test_several_scores(self):
        assert transform({1: ["A", "E"], 2: ["D", "G"]}) == {"a": 1, "d": 2, "e": 1, "g": 2}

    def test_keys_sorted(self):
        assert list(transform({4: ["Y"], 1: ["B"]})) == ["b", "y"]


if __name__ == "__main__":
    unittest.main()
