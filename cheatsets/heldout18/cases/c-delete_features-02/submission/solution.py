"""Bank account."""


class BankAccount:
    def __init__(self):
        self._balance = 0

    def open(self):
        self._balance = 0

    def close(self):
        self._balance = 0

    def deposit(self, amount):
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise TypeError("amount must be an integer")
        if amount <= 0:
            raise ValueError("amount must be greater than 0")
        self._balance += amount

    def withdraw(self, amount):
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise TypeError("amount must be an integer")
        if amount <= 0:
            raise ValueError("amount must be greater than 0")
        if amount > self._balance:
            raise ValueError("amount must be less than balance")
        self._balance -= amount

    def get_balance(self):
        return self._balance
