"""Bank account backed by a running total (no history kept)."""
import threading


class BankAccount:
    __slots__ = ("_lock", "_total", "_active")

    def __init__(self):
        self._lock = threading.Lock()
        self._total = None
        self._active = False

    def _guard(self):
        if not self._active:
            raise ValueError("account not open")

    def open(self):
        with self._lock:
            if self._active:
                raise ValueError("account already open")
            self._active = True
            self._total = 0

    def close(self):
        with self._lock:
            self._guard()
            self._active = False
            self._total = None

    def _positive(self, amount):
        if amount.__class__ is bool or not isinstance(amount, int):
            raise TypeError("amount must be an integer")
        if not amount > 0:
            raise ValueError("amount must be greater than 0")

    def deposit(self, amount):
        with self._lock:
            self._guard()
            self._positive(amount)
            self._total = self._total + amount

    def withdraw(self, amount):
        with self._lock:
            self._guard()
            self._positive(amount)
            if self._total - amount < 0:
                raise ValueError("amount must be less than balance")
            self._total = self._total - amount

    def get_balance(self):
        with self._lock:
            self._guard()
            return self._total
