from heapq import heapify as _mkheap, heappop as _pop, heapreplace as _swap


def _kway(*streams):
    pool = []
    add = pool.append
    for rank, src in enumerate(map(iter, streams)):
        try:
            step = src.__next__
            add([step(), rank, step])
        except StopIteration:
            pass
    _mkheap(pool)
    while len(pool) > 1:
        try:
            while True:
                val, rank, step = top = pool[0]
                yield val
                top[0] = step()
                _swap(pool, top)
        except StopIteration:
            _pop(pool)
    if pool:
        val, rank, step = pool[0]
        yield val
        yield from step.__self__


def merge_sorted(lists):
    return list(_kway(*lists))


def kth_smallest(lists, k):
    if k < 1:
        raise IndexError(k)
    for i, v in enumerate(_kway(*lists), 1):
        if i == k:
            return v
    raise IndexError(k)
