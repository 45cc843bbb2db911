def second_largest(xs):
    if len(xs) < 2:
        raise ValueError("need at least two values")
    return sorted(xs)[-2]
