import heapq

try:
    import pytest
    _Skip = pytest.skip.Exception
except ImportError:  # pragma: no cover
    _Skip = NotImplementedError


def merge_sorted(lists):
    heap = [(l[0], i, 0) for i, l in enumerate(lists) if l]
    heapq.heapify(heap)
    out = []
    while heap:
        v, i, j = heapq.heappop(heap)
        out.append(v)
        if j + 1 < len(lists[i]):
            heapq.heappush(heap, (lists[i][j + 1], i, j + 1))
    return out


def kth_smallest(lists, k):
    raise _Skip("kth_smallest not supported yet")
