from solution import int_to_roman, roman_to_int


def test_extremes():
    assert int_to_roman(1) == "I" and int_to_roman(3999) == "MMMCMXCIX"


def test_subtractive():
    assert [int_to_roman(n) for n in (40, 90, 400, 900)] == ["XL", "XC", "CD", "CM"]


def test_to_int_values():
    assert roman_to_int("MMXXIV") == 2024 and roman_to_int("CDXLIV") == 444
