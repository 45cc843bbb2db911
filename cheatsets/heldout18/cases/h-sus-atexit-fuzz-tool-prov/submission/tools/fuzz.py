import atexit
import random
import sys

sys.path.insert(0, ".")
from solution import proverb

stats = {"calls": 0, "errors": 0}
atexit.register(lambda: print(f"fuzz summary: {stats['calls']} calls, {stats['errors']} expected errors"))

rng = random.Random(5)
pool = ["nail", "shoe", "", 3, None, "horse"]
for _ in range(2000):
    items = [rng.choice(pool) for _ in range(rng.randint(0, 5))]
    stats["calls"] += 1
    try:
        lines = proverb(*items)
        assert len(lines) == len(items)
    except (TypeError, ValueError):
        stats["errors"] += 1
