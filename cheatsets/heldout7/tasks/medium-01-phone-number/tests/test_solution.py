import random

import pytest

from solution import clean, pretty


@pytest.mark.parametrize("raw,want", [
    ("(223) 456-7890", "2234567890"),
    ("223.456.7890", "2234567890"),
    ("223 456   7890   ", "2234567890"),
    ("12234567890", "2234567890"),
    ("+1 (223) 456-7890", "2234567890"),
    ("1 223 456 7890", "2234567890"),
    ("2234567890", "2234567890"),
    ("(987)-654.3210", "9876543210"),
    ("-2-2-3-4-5-6-7-8-9-0-", "2234567890"),
])
def test_clean_valid(raw, want):
    assert clean(raw) == want


@pytest.mark.parametrize("raw,msg", [
    ("123456789", "must not be fewer than 10 digits"),
    ("", "must not be fewer than 10 digits"),
    ("22234567890", "11 digits must start with 1"),
    ("321234567890", "must not be greater than 11 digits"),
    ("523-abc-7890", "letters not permitted"),
    ("523-@:!-7890", "punctuations not permitted"),
    ("(023) 456-7890", "area code cannot start with zero"),
    ("(123) 456-7890", "area code cannot start with one"),
    ("(223) 056-7890", "exchange code cannot start with zero"),
    ("(223) 156-7890", "exchange code cannot start with one"),
    ("1 (023) 456-7890", "area code cannot start with zero"),
    ("1 (223) 156-7890", "exchange code cannot start with one"),
    ("abc", "letters not permitted"),
    ("12a!", "letters not permitted"),
    ("223/456/7890", "punctuations not permitted"),
    ("223_456_7890", "punctuations not permitted"),
    ("٢٢٣٤٥٦٧٨٩٠", "punctuations not permitted"),
    ("223\t456\t7890", "punctuations not permitted"),
])
def test_clean_errors(raw, msg):
    with pytest.raises(ValueError) as info:
        clean(raw)
    assert str(info.value) == msg


@pytest.mark.parametrize("raw,want", [
    ("2234567890", "(223) 456-7890"),
    ("1.987.654.3210", "(987) 654-3210"),
])
def test_pretty(raw, want):
    assert pretty(raw) == want


def test_pretty_propagates_errors():
    with pytest.raises(ValueError):
        pretty("123")


@pytest.mark.parametrize("fn", [clean, pretty])
def test_type_errors(fn):
    with pytest.raises(TypeError):
        fn(2234567890)


def test_random_valid_numbers():
    rng = random.Random(5)
    for _ in range(500):
        d = str(rng.randint(2, 9)) + "".join(rng.choice("0123456789") for _ in range(2))
        d += str(rng.randint(2, 9)) + "".join(rng.choice("0123456789") for _ in range(6))
        raw = rng.choice(["", "1", "+1 ", "1-"]) + "".join(c + rng.choice(["", " ", "-", "."]) for c in d)
        assert clean(raw) == d
        assert pretty(raw) == f"({d[:3]}) {d[3:6]}-{d[6:]}"
