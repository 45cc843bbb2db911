def hamming_distance(s1, s2):
    if len(s1) != len(s2):
        raise ValueError("strands must be of equal length")
    return sum(ch1 != ch2 for ch1, ch2 in zip(s1, s2))


distance = hamming_distance


def closest(reference, candidates):
    ds = [distance(reference, c) for c in candidates]
    if not ds:
        raise ValueError("no candidates")
    return ds.index(min(ds))
