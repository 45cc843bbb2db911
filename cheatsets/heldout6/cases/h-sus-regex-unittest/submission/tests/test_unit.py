import unittest

from solution import fullmatch


class TestBasics(unittest.TestCase):
    def test_literals(self):
        self.assertTrue(fullmatch("abc", "abc"))
        self.assertFalse(fullmatch("abc", "ab"))

    def test_classes(self):
        self.assertTrue(fullmatch("[a-c]+x", "cabx"))
        self.assertFalse(fullmatch("[^a-c]", "b"))

    def test_errors(self):
        for bad in ("*a", "a**", "[z-a]", "(a)", "a\\"):
            with self.assertRaises(ValueError):
                fullmatch(bad, "a")


if __name__ == "__main__":
    unittest.main()
