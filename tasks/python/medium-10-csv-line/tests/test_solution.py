from solution import parse_csv_line


def test_plain():
    assert parse_csv_line("a,b,c") == ["a", "b", "c"]


def test_quoted_comma():
    assert parse_csv_line('x,"1,2",y') == ["x", "1,2", "y"]


def test_doubled_quote():
    assert parse_csv_line('"say ""hi""",z') == ['say "hi"', "z"]


def test_empty_fields():
    assert parse_csv_line(",,") == ["", "", ""]
