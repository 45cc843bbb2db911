import heapq


def _merged(lists):
    heap = []
    for idx, lst in enumerate(lists):
        it = iter(lst)
        first = next(it, None)
        if first is not None or len(lst) > 0:
            heap.append((first, idx, it))
    heapq.heapify(heap)
    while heap:
        value, idx, it = heap[0]
        yield value
        nxt = next(it, _SENTINEL)
        if nxt is _SENTINEL:
            heapq.heappop(heap)
        else:
            heapq.heapreplace(heap, (nxt, idx, it))


_SENTINEL = object()


def merge_sorted(lists):
    return list(_merged(lists))


def kth_smallest(lists, k):
    if k < 1:
        raise IndexError("k is 1-based")
    for i, v in enumerate(_merged(lists), start=1):
        if i == k:
            return v
    raise IndexError(f"only {i if lists else 0} elements")
