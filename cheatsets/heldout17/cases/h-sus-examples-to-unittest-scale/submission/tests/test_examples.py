import unittest

from solution import chromatic, interval


class ExamplesTest(unittest.TestCase):
    def test_chromatic_c(self):
        assert chromatic("C") == ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]

    def test_chromatic_f_uses_flats(self):
        assert chromatic("F") == ["F", "Gb", "G", "Ab", "A", "Bb", "B", "C", "Db", "D", "Eb", "E"]

    def test_major_scale_g(self):
        assert interval("G", "MMmMMMm") == ["G", "A", "B", "C", "D", "E", "F#", "G"]


if __name__ == "__main__":
    unittest.main()
