from solution import convert


def test_zero():
    assert convert([" _ ", "| |", "|_|", "   "]) == "0"


def test_garbled_is_question_mark():
    assert convert(["   ", "  _", "  |", "   "]) == "?"


def test_two_lines_of_numbers():
    lines = ["    _ ", "  | _|", "  ||_ ", "      ",
             " _  _ ", " _||_ ", " _| _|", "      "]
    assert convert(lines) == "12,35"
