import random
import time

from solution import annotate

rng = random.Random(0)
board = ["".join("*" if rng.random() < 0.2 else " " for _ in range(600)) for _ in range(600)]
t0 = time.perf_counter()
annotate(board)
print(f"600x600: {time.perf_counter() - t0:.3f}s")
