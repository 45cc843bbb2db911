import functools


def _needs_open(method):
    @functools.wraps(method)
    def wrapper(self, *args):
        if self._state != "open":
            raise ValueError("account not open")
        return method(self, *args)
    return wrapper


def _valid_amount(amount):
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError("amount must be an integer")
    if amount <= 0:
        raise ValueError("amount must be greater than 0")
    return amount


class BankAccount:
    def __init__(self):
        self._state = "new"
        self._cents = 0

    def open(self):
        if self._state == "open":
            raise ValueError("account already open")
        self._state = "open"
        self._cents = 0

    @_needs_open
    def close(self):
        self._state = "closed"
        self._cents = 0

    @_needs_open
    def deposit(self, amount):
        self._cents += _valid_amount(amount)

    @_needs_open
    def withdraw(self, amount):
        amount = _valid_amount(amount)
        if amount > self._cents:
            raise ValueError("amount must be less than balance")
        self._cents -= amount

    @_needs_open
    def get_balance(self):
        return self._cents
