def second_largest(xs):
    distinct = sorted(set(xs))
    if len(distinct) < 2:
        raise ValueError("need at least two distinct values")
    return distinct[-2]
