from solution import int_to_roman, roman_to_int


def test_to_int():
    assert roman_to_int("MCMXCIV") == 1994


def test_to_roman():
    assert int_to_roman(1994) == "MCMXCIV"


def test_small():
    assert int_to_roman(4) == "IV" and roman_to_int("IX") == 9


def test_round_trip():
    assert all(roman_to_int(int_to_roman(n)) == n for n in range(1, 4000))
