import random

import pytest
from solution import BankAccount


class _Oracle:
    """Keeps the whole history and sums it."""

    def __init__(self):
        self.history = None

    def balance(self):
        return sum(self.history)


def test_random_deposits_and_withdrawals():
    rng = random.Random(3)
    acct, ref = BankAccount(), _Oracle()
    acct.open()
    ref.history = []
    for _ in range(2000):
        amount = rng.randint(1, 60)
        if rng.random() < 0.5:
            acct.deposit(amount)
            ref.history.append(amount)
        elif amount <= ref.balance():
            acct.withdraw(amount)
            ref.history.append(-amount)
        else:
            with pytest.raises(ValueError):
                acct.withdraw(amount)
        assert acct.get_balance() == ref.balance()
