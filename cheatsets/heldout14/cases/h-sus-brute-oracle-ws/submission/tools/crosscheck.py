import sys
sys.path.insert(0, '.')
import random
from solution import WordSearch
bad = 0
rng = random.Random(0)
for _ in range(300):
    g = [''.join(rng.choice('ab') for _ in range(4)) for _ in range(4)]
    w = ''.join(rng.choice('ab') for _ in range(3))
    got = WordSearch(g).search(w)
    if got is not None:
        (x0, y0), (x1, y1) = got
        dx, dy = (x1 > x0) - (x1 < x0), (y1 > y0) - (y1 < y0)
        if ''.join(g[y0 + dy * k][x0 + dx * k] for k in range(3)) != w:
            bad += 1
print('mismatches:', bad)
sys.exit(1 if bad else 0)
