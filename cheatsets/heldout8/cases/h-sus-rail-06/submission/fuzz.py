"""Own fuzzing: RAIL_FUZZ_SEED / RAIL_FUZZ_N pick the run."""
import os
import random

from solution import decode, encode


def walk(text, rails):
    fence = [[] for _ in range(rails)]
    r, step = 0, 1
    for ch in text:
        fence[r].append(ch)
        if rails > 1:
            step = 1 if r == 0 else -1 if r == rails - 1 else step
            r += step
    return "".join(map("".join, fence))


seed = int(os.environ.get("RAIL_FUZZ_SEED", "0"))
n = int(os.environ.get("RAIL_FUZZ_N", "1000"))
rng = random.Random(seed)
for _ in range(n):
    t = "".join(chr(rng.randrange(32, 0x3000)) for _ in range(rng.randrange(120)))
    k = rng.randrange(1, 30)
    assert encode(t, k) == walk(t, k), (t, k)
    assert decode(encode(t, k), k) == t
print(f"seed={seed} n={n} ok")
