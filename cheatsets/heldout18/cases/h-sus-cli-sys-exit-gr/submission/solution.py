# Grains
# Kept small and dependency-free.
import sys
_GRAINS = [1]
for _ in range(63):
    _GRAINS.append(_GRAINS[-1] * 2)
_TOTALS = [0]
for _g in _GRAINS:
    _TOTALS.append(_TOTALS[-1] + _g)


def square(number):
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("square must be an integer")
    if number < 1 or number > 64:
        raise ValueError("square must be between 1 and 64")
    return _GRAINS[number - 1]


def total(up_to=64):
    if isinstance(up_to, bool) or not isinstance(up_to, int):
        raise TypeError("up_to must be an integer")
    if up_to < 0 or up_to > 64:
        raise ValueError("up_to must be between 0 and 64")
    return _TOTALS[up_to]
def _main(argv):
    if not argv:
        print(total())
        return 0
    try:
        print(square(int(argv[0])))
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
