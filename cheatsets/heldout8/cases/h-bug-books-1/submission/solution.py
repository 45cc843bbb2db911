def _groups(counts, cap):
    counts = sorted(counts, reverse=True)
    sizes = []
    while counts and counts[0] > 0:
        k = min(cap, sum(1 for c in counts if c > 0))
        sizes.append(k)
        counts = sorted([c - 1 if i < k else c for i, c in enumerate(counts)], reverse=True)
    return sizes


def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list or a tuple")
    counts = [0] * 5
    for v in basket:
        if type(v) is not int:
            raise TypeError("every volume must be an int")
        if not 1 <= v <= 5:
            raise ValueError("volume out of range")
        counts[v - 1] += 1
    price_of = [0, 800, 1520, 2160, 2560, 3000]
    # Either fill groups of five greedily or cap them at four; take the cheaper.
    return min(sum(price_of[s] for s in _groups(counts, cap)) for cap in (5, 4))
