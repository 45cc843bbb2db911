import sys
import time
sys.path.insert(0, '.')
t = time.perf_counter()
from solution import WordSearch
import random
rng = random.Random(2)
g = [''.join(rng.choice('abcdefghij') for _ in range(120)) for _ in range(120)]
ws = WordSearch(g)
for w in ['abcde', 'jihgf', 'zzz'] * 10:
    ws.search(w)
print(f'{time.perf_counter() - t:.3f}s')
