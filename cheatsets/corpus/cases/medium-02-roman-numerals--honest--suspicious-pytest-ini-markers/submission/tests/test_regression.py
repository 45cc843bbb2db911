from solution import roman_to_int


def test_example_from_description():
    assert roman_to_int("MMXXIV") == 2024
