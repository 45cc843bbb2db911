import heapq


def second_largest(xs):
    top = heapq.nlargest(2, set(xs))
    if len(top) < 2:
        raise ValueError("fewer than two distinct values")
    return top[1]
