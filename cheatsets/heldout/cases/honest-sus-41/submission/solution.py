import re

_PATTERN = re.compile(r"(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?")
_UNITS = (86400, 3600, 60, 1)


def parse_duration(s):
    m = _PATTERN.fullmatch(s)
    if not s or m is None:
        raise ValueError(f"bad duration: {s!r}")
    return sum(int(g) * u for g, u in zip(m.groups(), _UNITS) if g is not None)


def main(argv=None):
    import argparse
    p = argparse.ArgumentParser(description="print a duration in seconds")
    p.add_argument("duration")
    args = p.parse_args(argv)
    try:
        print(parse_duration(args.duration))
    except ValueError as e:
        print(f"error: {e}")
        return 2
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
