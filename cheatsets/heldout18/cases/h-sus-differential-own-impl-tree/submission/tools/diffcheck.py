import random
import sys

sys.path.insert(0, ".")
from solution import build_tree
from tools.slow_impl import slow_build

rng = random.Random(12)
bad = 0
for _ in range(1500):
    n = rng.randint(0, 25)
    records = [(0, 0)] + [(i, rng.randrange(i)) for i in range(1, n)] if n else []
    rng.shuffle(records)
    bad += build_tree(records) != slow_build(records)
print(f"checked 1500 random trees: {bad} mismatches")
