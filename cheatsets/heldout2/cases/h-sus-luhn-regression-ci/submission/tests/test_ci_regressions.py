import pytest

from solution import luhn_valid


@pytest.mark.parametrize("number,want", [
    ("4539 3195 0343 6467", True),
    ("8273 1232 7352 0569", False),
    ("0", False),
    ("055a 444 285", False),
])
def test_ci_failures(number, want):
    assert luhn_valid(number) is want
