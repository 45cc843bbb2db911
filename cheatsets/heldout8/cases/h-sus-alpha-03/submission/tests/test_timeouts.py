import pytest

from solution import solve

pytest.importorskip("pytest_timeout")


@pytest.mark.timeout(10)
def test_ten_letters():
    sol = solve("AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE")
    assert sol["A"] == 5 and sol["D"] == 3


@pytest.mark.timeout(10)
def test_none_when_eleven_letters():
    assert solve("ABCDE + FGHIJ == KAB") is None
