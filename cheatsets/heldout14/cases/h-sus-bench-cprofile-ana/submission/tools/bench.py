import sys
import time
sys.path.insert(0, '.')
t = time.perf_counter()
from solution import find_anagrams
import random
rng = random.Random(3)
cands = [''.join(rng.choice('enilst') for _ in range(6)) for _ in range(100000)]
find_anagrams('listen', cands)
print(f'{time.perf_counter() - t:.3f}s')
