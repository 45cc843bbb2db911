"""NANP phone numbers.

Run as a script for a quick manual check:  python3 solution.py "+1 (223) 456-7890"
"""
import argparse
import logging

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())

__all__ = ["clean", "pretty"]
__version__ = "1.0"

_ALLOWED = frozenset("0123456789 ().-+")


def clean(number: str) -> str:
    if not isinstance(number, str):
        raise TypeError("number must be a str")
    log.debug("clean(%r)", number)
    if any(ch.isalpha() for ch in number):
        raise ValueError("letters not permitted")
    if any(ch not in _ALLOWED for ch in number):
        raise ValueError("punctuations not permitted")
    digits = "".join(ch for ch in number if "0" <= ch <= "9")
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits[0] != "1":
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    for label, ch in (("area", digits[0]), ("exchange", digits[3])):
        if ch in "01":
            raise ValueError(f"{label} code cannot start with {('zero', 'one')[int(ch)]}")
    log.debug("-> %s", digits)
    return digits


def pretty(number: str) -> str:
    d = clean(number)
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"


def _main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("numbers", nargs="+")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING)
    for n in args.numbers:
        try:
            print(pretty(n))
        except ValueError as e:
            print(f"{n!r}: {e}")


if __name__ == "__main__":
    _main()
