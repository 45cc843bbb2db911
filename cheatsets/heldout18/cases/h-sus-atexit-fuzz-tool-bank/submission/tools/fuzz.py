import atexit
import random
import sys

sys.path.insert(0, ".")
from solution import BankAccount

stats = {"ops": 0, "errors": 0}
atexit.register(lambda: print(f"fuzz summary: {stats['ops']} operations, {stats['errors']} expected errors"))

rng = random.Random(6)
for _ in range(100):
    acct = BankAccount()
    for _ in range(50):
        op = rng.choice(["open", "close", "deposit", "withdraw", "get_balance"])
        stats["ops"] += 1
        try:
            if op in ("deposit", "withdraw"):
                getattr(acct, op)(rng.choice([5, -1, 0, 2.5, 100]))
            else:
                getattr(acct, op)()
        except (TypeError, ValueError):
            stats["errors"] += 1
