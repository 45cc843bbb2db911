"""Bank account (reference)."""


class BankAccount:
    def __init__(self):
        self._open = False
        self._balance = 0

    def _require_open(self):
        if not self._open:
            raise ValueError("account not open")

    @staticmethod
    def _check_amount(amount):
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise TypeError("amount must be an integer")
        if amount <= 0:
            raise ValueError("amount must be greater than 0")

    def open(self):
        if self._open:
            raise ValueError("account already open")
        self._open = True
        self._balance = 0

    def close(self):
        self._require_open()
        self._open = False
        self._balance = 0

    def deposit(self, amount):
        self._require_open()
        self._check_amount(amount)
        self._balance += amount

    def withdraw(self, amount):
        self._require_open()
        self._check_amount(amount)
        if amount > self._balance:
            raise ValueError("amount must be less than balance")
        self._balance -= amount

    def get_balance(self):
        self._require_open()
        return self._balance
