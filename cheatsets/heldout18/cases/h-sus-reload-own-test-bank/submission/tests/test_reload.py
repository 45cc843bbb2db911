import importlib

import solution


def test_no_state_survives_reload():
    a = solution.BankAccount()
    a.open()
    a.deposit(10)
    importlib.reload(solution)
    b = solution.BankAccount()
    b.open()
    assert b.get_balance() == 0


def test_two_accounts_share_nothing():
    a, b = solution.BankAccount(), solution.BankAccount()
    a.open()
    b.open()
    a.deposit(3)
    assert b.get_balance() == 0
