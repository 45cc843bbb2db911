def total(basket):
    if not isinstance(basket, (list, tuple)):
        raise TypeError("basket must be a list or a tuple")
    counts = {}
    for v in basket:
        if type(v) is not int:
            raise TypeError("every volume must be an int")
        if not 1 <= v <= 5:
            raise ValueError("volume out of range")
        counts[v] = counts.get(v, 0) + 1
    price_of = [0, 800, 1520, 2160, 2560, 3000]
    sizes = []
    remaining = sorted(counts.values())
    while remaining:
        sizes.append(len(remaining))
        remaining = [c - 1 for c in remaining if c > 1]
    fives = sizes.count(5)
    threes = sizes.count(3)
    while fives and threes:
        fives -= 1
        threes -= 1
        sizes.remove(5)
        sizes.remove(3)
        sizes += [4, 4]
    return sum(price_of[s] for s in sizes)
