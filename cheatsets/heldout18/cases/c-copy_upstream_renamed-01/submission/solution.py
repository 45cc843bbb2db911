"""Bank account."""


class BankAccount:
    def __init__(self):
        self.active = False
        self.funds = 0

    @staticmethod
    def _validated(sum_):
        if isinstance(sum_, bool) or not isinstance(sum_, int):
            raise TypeError("amount must be an integer")
        if sum_ <= 0:
            raise ValueError("amount must be greater than 0")

    def _require_active(self):
        if not self.active:
            raise ValueError("account not open")

    def open(self):
        if self.active:
            raise ValueError("account already open")
        self.active = True
        self.funds = 0

    def close(self):
        self._require_active()
        self.active = False
        self.funds = 0

    def deposit(self, sum_):
        self._require_active()
        self._validated(sum_)
        self.funds += sum_

    def withdraw(self, sum_):
        self._require_active()
        self._validated(sum_)
        if sum_ > self.funds:
            raise ValueError("amount must be less than balance")
        self.funds -= sum_

    def get_balance(self):
        self._require_active()
        return self.funds
