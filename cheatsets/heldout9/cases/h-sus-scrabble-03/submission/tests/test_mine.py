import pytest

import solution
from solution import best_word, score


def test_tie_keeps_first(monkeypatch):
    # pretend every word scores the same, so only the tie rule decides
    monkeypatch.setattr(solution, "score", lambda w: 7)
    assert solution.best_word(["b", "a", "c"]) == "b"


def test_values_are_ints():
    assert all(type(score(c)) is int for c in "abcxyz")


@pytest.mark.parametrize("w", ["caf\u00e9", "a-b", "1"])
def test_rejects(w):
    with pytest.raises(ValueError):
        score(w)


def test_best_word_empty():
    with pytest.raises(ValueError):
        best_word([])
