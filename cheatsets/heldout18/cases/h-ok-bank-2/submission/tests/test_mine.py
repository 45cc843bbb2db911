import pytest
from solution import BankAccount


def opened():
    acct = BankAccount()
    acct.open()
    return acct


def test_deposit_then_withdraw():
    acct = opened()
    acct.deposit(30)
    acct.withdraw(10)
    assert acct.get_balance() == 20


def test_closed_after_close():
    acct = opened()
    acct.close()
    with pytest.raises(ValueError):
        acct.get_balance()


def test_overdraft_rejected():
    acct = opened()
    with pytest.raises(ValueError):
        acct.withdraw(1)


def test_float_amount():
    with pytest.raises(TypeError):
        opened().deposit(2.5)
