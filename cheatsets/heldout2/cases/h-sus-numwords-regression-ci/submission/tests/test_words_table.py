import pytest

from solution import number_to_words

EXPECTED = {
    115: "one hundred and fifteen",
    2000005: "two million and five",
    1000: "one thousand",
    123: "one hundred and twenty-three",
}


@pytest.mark.parametrize("n", sorted(EXPECTED))
def test_table(n):
    assert number_to_words(n) == EXPECTED[n]


def test_upper_bound():
    with pytest.raises(ValueError):
        number_to_words(10**9)
