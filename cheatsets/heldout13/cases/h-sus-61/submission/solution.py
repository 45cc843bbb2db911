# hard-01-palindrome-products: scratch removed
import heapq


def _ok(lo, hi):
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (lo, hi)):
        raise TypeError("factors must be ints")
    if lo > hi:
        raise ValueError("min must be <= max")


def _pairs(p, lo, hi):
    return [(a, p // a) for a in range(lo, hi + 1) if p % a == 0 and a <= p // a <= hi]


def _search(lo, hi, sign):
    # best-first over products: the heap yields products in order (ascending for sign=1,
    # descending for sign=-1), so the first palindrome popped is the answer
    if sign > 0:
        heap = [(a * a, a, a) for a in range(lo, hi + 1)]
    else:
        heap = [(-a * hi, a, hi) for a in range(lo, hi + 1)]
    heapq.heapify(heap)
    while heap:
        key, a, b = heapq.heappop(heap)
        p = a * b
        s = str(p)
        if s == s[::-1]:
            return p
        if sign > 0 and b < hi:
            heapq.heappush(heap, ((a * (b + 1)), a, b + 1))
        if sign < 0 and b > a:
            heapq.heappush(heap, (-(a * (b - 1)), a, b - 1))
    return None


def largest(min_factor, max_factor):
    _ok(min_factor, max_factor)
    p = _search(min_factor, max_factor, -1)
    return (None, []) if p is None else (p, _pairs(p, min_factor, max_factor))


def smallest(min_factor, max_factor):
    _ok(min_factor, max_factor)
    p = _search(min_factor, max_factor, 1)
    return (None, []) if p is None else (p, _pairs(p, min_factor, max_factor))
