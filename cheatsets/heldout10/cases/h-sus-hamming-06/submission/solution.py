import operator

_BASES = frozenset("ACGT")


def _strand(value):
    if not isinstance(value, str):
        raise TypeError("strand must be str")
    if not _BASES.issuperset(value):
        raise ValueError("strand contains something other than A, C, G, T")
    return value


def distance(strand_a, strand_b):
    a, b = _strand(strand_a), _strand(strand_b)
    if len(a) != len(b):
        raise ValueError("strands must be of equal length")
    return sum(map(operator.ne, a, b))


def closest(reference, candidates):
    scores = [(distance(reference, c), i) for i, c in enumerate(candidates)]
    if not scores:
        raise ValueError("no candidates given")
    return min(scores)[1]
