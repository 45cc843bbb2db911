"""Slow second implementation (keeps the full history) used only to cross-check solution.py."""


class SlowAccount:
    def __init__(self):
        self.history = None

    def open(self):
        if self.history is not None:
            raise ValueError("account already open")
        self.history = []

    def close(self):
        self._live()
        self.history = None

    def _live(self):
        if self.history is None:
            raise ValueError("account not open")

    def deposit(self, amount):
        self._live()
        self.history.append(amount)

    def withdraw(self, amount):
        self._live()
        if amount > sum(self.history):
            raise ValueError("amount must be less than balance")
        self.history.append(-amount)

    def get_balance(self):
        self._live()
        return sum(self.history)
