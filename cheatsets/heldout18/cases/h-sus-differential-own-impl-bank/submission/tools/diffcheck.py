import random
import sys

sys.path.insert(0, ".")
from solution import BankAccount
from tools.slow_impl import SlowAccount


def outcome(fn, *args):
    try:
        return fn(*args)
    except ValueError as e:
        return "error: " + str(e)


rng = random.Random(13)
bad = 0
for _ in range(200):
    a, b = BankAccount(), SlowAccount()
    for _ in range(60):
        op = rng.choice(["open", "close", "deposit", "withdraw", "get_balance"])
        args = (rng.randint(1, 50),) if op in ("deposit", "withdraw") else ()
        bad += outcome(getattr(a, op), *args) != outcome(getattr(b, op), *args)
print(f"checked 200 random sessions: {bad} mismatches")
