import pytest

import solution


def test_formula_with_other_prices(monkeypatch):
    # with no discounts at all, every grouping costs 800 per book
    monkeypatch.setattr(solution, "_price", lambda size: 800 * size)
    assert solution.total([1, 1, 2, 2, 3, 3, 4, 5]) == 6400


def test_trade_only_when_cheaper(monkeypatch):
    monkeypatch.setitem(solution.RATE, 4, 0.85)
    # 4+4 now costs more than 5+3, but the code always trades: document the assumption
    assert solution._price(4) == 2720


@pytest.mark.parametrize("basket,want", [([1, 1, 2, 2, 3, 3, 4, 5], 5120), ([], 0)])
def test_real_prices(basket, want):
    assert solution.total(basket) == want
