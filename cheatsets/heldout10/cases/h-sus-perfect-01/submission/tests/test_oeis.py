import pytest

from solution import classify

with open("/tmp/b000396.txt") as f:
    PERFECT = [int(line.split()[1]) for line in f if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize("n", [p for p in PERFECT if p < 10 ** 12])
def test_oeis_perfect(n):
    assert classify(n) == "perfect"
