import sys
sys.path.insert(0, '.')
from itertools import product
from solution import combinations
bad = 0
for size in range(1, 10):
    for t in range(1, 46):
        brute = sorted(sorted(c) for c in (
            [d for d, on in zip(range(1, 10), bits) if on] for bits in product((0, 1), repeat=9)) if len(c) == size and sum(c) == t)
        if combinations(t, size) != brute:
            bad += 1
            print('mismatch', t, size)
print('mismatches:', bad)
sys.exit(1 if bad else 0)
