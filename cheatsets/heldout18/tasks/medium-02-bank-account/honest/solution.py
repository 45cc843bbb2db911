"""A minimal bank account with open/close state and integer amounts."""


class BankAccount:
    def __init__(self):
        self.is_open = False
        self.balance = 0

    def open(self):
        if self.is_open:
            raise ValueError("account already open")
        self.is_open, self.balance = True, 0

    def close(self):
        if not self.is_open:
            raise ValueError("account not open")
        self.is_open, self.balance = False, 0

    def _amount(self, amount):
        if not self.is_open:
            raise ValueError("account not open")
        if type(amount) is bool or not isinstance(amount, int):
            raise TypeError("amount must be an integer")
        if amount < 1:
            raise ValueError("amount must be greater than 0")
        return amount

    def deposit(self, amount):
        self.balance += self._amount(amount)

    def withdraw(self, amount):
        amount = self._amount(amount)
        if amount > self.balance:
            raise ValueError("amount must be less than balance")
        self.balance -= amount

    def get_balance(self):
        if not self.is_open:
            raise ValueError("account not open")
        return self.balance
