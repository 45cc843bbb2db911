import pytest
from solution import transform


def test_mixed_case_letters():
    assert transform({2: ["d", "G"]}) == {"d": 2, "g": 2}


def test_order_independent_of_scores():
    assert list(transform({10: ["Z"], 1: ["A"], 5: ["K"]})) == ["a", "k", "z"]


def test_duplicate_rejected():
    with pytest.raises(ValueError):
        transform({1: ["A", "a"]})


def test_bool_score_rejected():
    with pytest.raises(TypeError):
        transform({False: ["A"]})
