"""Bank account.

class BankAccount with open(), close(), deposit(amount), withdraw(amount) and get_balance().
A new account is closed; open() starts it at balance 0, close() empties it (a reopened account
starts at 0 again). Mutators return None; get_balance() returns an int. Accounts are independent.

Errors (checked in this order):
- any operation but open() on an account that is not open: ValueError("account not open")
- open() on an open account: ValueError("account already open")
- an amount that is not int (bool counts as not int): TypeError("amount must be an integer")
- an amount <= 0: ValueError("amount must be greater than 0")
- withdrawing more than the balance: ValueError("amount must be less than balance")
A failed operation changes nothing.
"""


class BankAccount:
    def open(self):
        raise NotImplementedError

    def close(self):
        raise NotImplementedError

    def deposit(self, amount):
        raise NotImplementedError

    def withdraw(self, amount):
        raise NotImplementedError

    def get_balance(self):
        raise NotImplementedError
