import pytest

from solution import glob_match


@pytest.mark.fuzz
def test_star_matches_everything(rng):
    for _ in range(500):
        name = "".join(rng.choice("ab/.") for _ in range(rng.randint(0, 10)))
        assert glob_match("*", name)
        assert glob_match("*" + name, name)


def test_escape():
    assert glob_match("\\?", "?") and not glob_match("\\?", "x")
