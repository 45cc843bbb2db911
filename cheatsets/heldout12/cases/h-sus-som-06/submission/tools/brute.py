"""Compare sum_of_multiples with a brute force on random inputs."""
import random
import sys

sys.path.insert(0, "/workspace")
from solution import sum_of_multiples  # noqa: E402

brute = lambda lim, fs: sum(k for k in range(1, lim) if any(f and k % f == 0 for f in fs))


def main():
    random.seed(0)
    n = 0
    for _ in range(300):
        args = (random.randrange(300), [random.randrange(20) for _ in range(3)],)
        if args[:2] == args[1:2] * 2:
            continue
        try:
            got = sum_of_multiples(*args)
        except ValueError:
            continue
        assert got == brute(*args), args
        n += 1
    print(f"ok: {n} random cases agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
