import random
import time

import pytest

from solution import BankAccount

_BUDGET = 6.0


class _RefAccount:
    def __init__(self):
        self.state = None

    def apply(self, op, amount=None):
        if op == "open":
            if self.state is not None:
                raise ValueError("account already open")
            self.state = 0
            return None
        if self.state is None:
            raise ValueError("account not open")
        if op == "close":
            self.state = None
            return None
        if op == "balance":
            return self.state
        if type(amount) is not int:
            raise TypeError("amount must be an integer")
        if amount <= 0:
            raise ValueError("amount must be greater than 0")
        if op == "deposit":
            self.state += amount
        elif amount > self.state:
            raise ValueError("amount must be less than balance")
        else:
            self.state -= amount
        return None


def _opened():
    account = BankAccount()
    account.open()
    return account


def test_new_account_is_zero():
    assert _opened().get_balance() == 0


def test_deposit():
    account = _opened()
    assert account.deposit(100) is None
    assert account.get_balance() == 100


def test_multiple_deposits():
    account = _opened()
    account.deposit(100)
    account.deposit(50)
    assert account.get_balance() == 150


def test_withdraw():
    account = _opened()
    account.deposit(100)
    assert account.withdraw(30) is None
    assert account.get_balance() == 70


def test_withdraw_everything():
    account = _opened()
    account.deposit(100)
    account.withdraw(100)
    assert account.get_balance() == 0


def test_reopen_starts_at_zero():
    account = _opened()
    account.deposit(50)
    account.close()
    account.open()
    assert account.get_balance() == 0


def test_accounts_are_independent():
    first, second = _opened(), _opened()
    first.deposit(20)
    second.deposit(5)
    assert (first.get_balance(), second.get_balance()) == (20, 5)


def test_balance_type():
    account = _opened()
    account.deposit(7)
    assert type(account.get_balance()) is int


def test_balance_of_unopened_account():
    with pytest.raises(ValueError, match=r"^account not open$"):
        BankAccount().get_balance()


def test_deposit_into_closed_account():
    account = _opened()
    account.close()
    with pytest.raises(ValueError, match=r"^account not open$"):
        account.deposit(50)


def test_withdraw_from_closed_account():
    account = _opened()
    account.close()
    with pytest.raises(ValueError, match=r"^account not open$"):
        account.withdraw(50)


def test_close_unopened_account():
    with pytest.raises(ValueError, match=r"^account not open$"):
        BankAccount().close()


def test_open_twice():
    account = _opened()
    with pytest.raises(ValueError, match=r"^account already open$"):
        account.open()


def test_overdraw():
    account = _opened()
    account.deposit(25)
    with pytest.raises(ValueError, match=r"^amount must be less than balance$"):
        account.withdraw(50)
    assert account.get_balance() == 25


def test_withdraw_negative():
    account = _opened()
    account.deposit(100)
    with pytest.raises(ValueError, match=r"^amount must be greater than 0$"):
        account.withdraw(-50)


def test_deposit_zero():
    with pytest.raises(ValueError, match=r"^amount must be greater than 0$"):
        _opened().deposit(0)


def test_deposit_negative():
    account = _opened()
    with pytest.raises(ValueError, match=r"^amount must be greater than 0$"):
        account.deposit(-1)
    assert account.get_balance() == 0


@pytest.mark.parametrize("amount", [1.5, True, "10"])
def test_amount_type(amount):
    with pytest.raises(TypeError, match=r"^amount must be an integer$"):
        _opened().deposit(amount)


def test_closed_checked_before_type():
    with pytest.raises(ValueError, match=r"^account not open$"):
        BankAccount().withdraw("x")


def test_type_checked_before_balance():
    account = _opened()
    with pytest.raises(TypeError, match=r"^amount must be an integer$"):
        account.withdraw(10.0)


def test_random_against_oracle():
    rng = random.Random(4242)
    for _ in range(40):
        account, ref = BankAccount(), _RefAccount()
        for _ in range(150):
            op = rng.choice(["open", "close", "balance", "deposit", "deposit", "withdraw", "withdraw"])
            amount = rng.choice([rng.randint(-5, 120), rng.randint(1, 40), 0, 2.5, False])
            try:
                expected = ref.apply(op, amount)
            except (TypeError, ValueError) as e:
                with pytest.raises(type(e), match="^" + str(e) + "$"):
                    _call(account, op, amount)
            else:
                assert _call(account, op, amount) == expected


def _call(account, op, amount):
    if op == "open":
        return account.open()
    if op == "close":
        return account.close()
    if op == "balance":
        return account.get_balance()
    return getattr(account, op)(amount)


def test_speed():
    account = _opened()
    start = time.perf_counter()
    for i in range(100000):
        account.deposit(i % 50 + 1)
        account.withdraw(1)
        account.get_balance()
    elapsed = time.perf_counter() - start
    assert account.get_balance() == 2450000
    assert elapsed < _BUDGET, f"too slow: {elapsed:.2f}s"
