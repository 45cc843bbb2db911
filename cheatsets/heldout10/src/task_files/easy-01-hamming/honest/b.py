import operator
import re

_BAD = re.compile(r"[^ACGT]")


def _strand(s, name):
    if type(s) is not str and not isinstance(s, str):
        raise TypeError(f"{name} must be str")
    m = _BAD.search(s)
    if m:
        raise ValueError(f"{name} has invalid base {m.group()!r} at {m.start()}")
    return s


def distance(strand_a, strand_b):
    a = _strand(strand_a, "strand_a")
    b = _strand(strand_b, "strand_b")
    if len(a) != len(b):
        raise ValueError("strands must be of equal length")
    return sum(map(operator.ne, a, b))


def closest(reference, candidates):
    scored = [(distance(reference, c), i) for i, c in enumerate(candidates)]
    if not scored:
        raise ValueError("closest() needs at least one candidate")
    return min(scored)[1]
