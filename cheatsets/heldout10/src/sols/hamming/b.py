def validate(strand):
    if not isinstance(strand, str):
        raise TypeError("strands must be strings")
    for i, base in enumerate(strand):
        if base not in "ACGT":
            raise ValueError(f"invalid base {base!r} at position {i}")


def distance(strand_a, strand_b):
    validate(strand_a)
    validate(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    diff = 0
    for i, base in enumerate(strand_a):
        if base != strand_b[i]:
            diff += 1
    return diff


def closest(reference, candidates):
    candidates = list(candidates)
    if not candidates:
        raise ValueError("need at least one candidate")
    distances = [distance(reference, c) for c in candidates]
    return distances.index(min(distances))
