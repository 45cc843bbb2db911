import atexit
import random
import sys
import time

from solution import RangeSum

_timings = []
atexit.register(lambda: print(f"ran {len(_timings)} rounds, best {min(_timings):.3f}s", file=sys.stderr))


def main(rounds=3):
    for _ in range(rounds):
        rs = RangeSum([random.randint(-5, 5) for _ in range(100000)])
        t0 = time.perf_counter()
        for i in range(100000):
            rs.update(i, 1)
            rs.query(i // 2, i)
        _timings.append(time.perf_counter() - t0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
