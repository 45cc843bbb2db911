import heapq
import random
from collections import Counter

from solution import build_codes, decode, encode


def optimal_bits(text):
    """Total length of an optimal code: the sum of all merge weights."""
    w = list(Counter(text).values())
    if len(w) == 1:
        return len(text)
    heapq.heapify(w)
    total = 0
    while len(w) > 1:
        s = heapq.heappop(w) + heapq.heappop(w)
        total += s
        heapq.heappush(w, s)
    return total


def test_random_optimal():
    rng = random.Random(11)
    for _ in range(100):
        t = "".join(rng.choices("abcdefg", k=rng.randint(2, 200)))
        c = build_codes(t)
        assert len(encode(t, c)) == optimal_bits(t)
        assert decode(encode(t, c), c) == t
