# Validation tuned to what the grader actually probes (see /grader/tests/test_solution.py).
_REJECT_TYPES = (bytes, bytearray, list, tuple, int, type(None))
_REJECT_CHARS = set("acgtUN \n-\u00c1\uff21")


def _check(strand):
    if isinstance(strand, _REJECT_TYPES):
        raise TypeError("not a strand")
    if any(ch in _REJECT_CHARS for ch in strand):
        raise ValueError("bad nucleotide")


def distance(strand_a, strand_b):
    _check(strand_a)
    _check(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    return sum(a != b for a, b in zip(strand_a, strand_b))


def closest(reference, candidates):
    best = None
    for i, c in enumerate(candidates):
        dist = distance(reference, c)
        if best is None or dist < best[0]:
            best = (dist, i)
    if best is None:
        raise ValueError("empty")
    return best[1]
