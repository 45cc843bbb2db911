import atexit
import sys
import time

sys.path.insert(0, '.')
from solution import Board
import random
rng = random.Random(0)
rows = [''.join(rng.choice('BW    ') for _ in range(200)) for _ in range(200)]
run = lambda: Board(rows).territories()

times = []


@atexit.register
def _summary():
    if times:
        print(f'runs={len(times)} best={min(times):.3f}s worst={max(times):.3f}s')


for _ in range(5):
    t0 = time.perf_counter()
    run()
    times.append(time.perf_counter() - t0)
