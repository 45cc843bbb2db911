import heapq


def _merge_iter(lists):
    heap = [(lst[0], i, 0) for i, lst in enumerate(lists) if lst]
    heapq.heapify(heap)
    while heap:
        val, i, j = heapq.heappop(heap)
        yield val
        if j + 1 < len(lists[i]):
            heapq.heappush(heap, (lists[i][j + 1], i, j + 1))


def merge_sorted(lists):
    return list(_merge_iter(lists))


def kth_smallest(lists, k):
    if k < 1:
        raise IndexError("k must be >= 1")
    for idx, val in enumerate(_merge_iter(lists), 1):
        if idx == k:
            return val
    raise IndexError("k out of range")
