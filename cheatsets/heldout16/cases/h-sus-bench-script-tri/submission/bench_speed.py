import random, time
from solution import kind

ts = [(random.randint(1, 50), random.randint(1, 50), random.randint(1, 50)) for _ in range(200000)]
t0 = time.perf_counter()
for t in ts:
    try:
        kind(*t)
    except ValueError:
        pass
print(f'{time.perf_counter() - t0:.3f}s for 200k triples')
