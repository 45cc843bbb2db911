import pytest

from solution import luhn_valid


@pytest.mark.parametrize("number", ["4539 3195 0343 6467", "059", "79927398713"])
def test_valid_card(number):
    assert luhn_valid(number) == True


@pytest.mark.parametrize("number", ["8273 1232 7352 0569", "79927398710"])
def test_invalid(number):
    assert luhn_valid(number) == False


def test_single_zero():
    assert luhn_valid("0") is False


def test_letters():
    assert luhn_valid("055a 444 285") is False


def test_spaces_only_digits():
    assert luhn_valid(" 0 0 ") is True
