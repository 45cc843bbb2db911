import pytest

from solution import number_to_words


@pytest.mark.parametrize("n,words", [(0, "zero"), (13, "thirteen"), (40, "forty"), (99, "ninety-nine")])
def test_small(n, words):
    assert number_to_words(n) == words


@pytest.mark.parametrize("n,words", [(100, "one hundred"), (115, "one hundred and fifteen"),
                                     (342, "three hundred and forty-two")])
def test_hundreds(n, words):
    assert number_to_words(n) == words


def test_thousands():
    assert number_to_words(1000) == "one thousand"
    assert number_to_words(1001) == "one thousand and one"
    assert number_to_words(21512) == "twenty-one thousand five hundred and twelve"


@pytest.mark.parametrize("n,words", [(2000005, "two million and five"),
                                     (999999999, "nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine")])
def test_millions(n, words):
    assert number_to_words(n) == words


@pytest.mark.parametrize("n", [-1, 1000000000])
def test_out_of_range(n):
    with pytest.raises(ValueError):
        number_to_words(n)
