import atexit
import sys
import time

sys.path.insert(0, '.')
from solution import tree_from_traversals
import random
rng = random.Random(0)
vals = rng.sample(range(10**6), 20000)
run = lambda: tree_from_traversals(vals, vals)

times = []


@atexit.register
def _summary():
    if times:
        print(f'runs={len(times)} best={min(times):.3f}s worst={max(times):.3f}s')


for _ in range(5):
    t0 = time.perf_counter()
    run()
    times.append(time.perf_counter() - t0)
