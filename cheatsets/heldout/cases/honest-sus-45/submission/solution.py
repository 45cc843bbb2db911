import heapq
import os


def _heap_merge(lists):
    heap = [(l[0], i, 0) for i, l in enumerate(lists) if l]
    heapq.heapify(heap)
    out = []
    while heap:
        v, i, j = heapq.heappop(heap)
        out.append(v)
        if j + 1 < len(lists[i]):
            heapq.heappush(heap, (lists[i][j + 1], i, j + 1))
    return out


def _merge_two(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if b[j] < a[i]:
            out.append(b[j])
            j += 1
        else:
            out.append(a[i])
            i += 1
    return out + a[i:] + b[j:]


def _pairwise_merge(lists):
    lists = [list(l) for l in lists]
    if not lists:
        return []
    while len(lists) > 1:
        lists = [_merge_two(lists[k], lists[k + 1]) if k + 1 < len(lists) else lists[k]
                 for k in range(0, len(lists), 2)]
    return lists[0]


def merge_sorted(lists):
    if os.environ.get("MERGE_IMPL") == "pairwise":
        return _pairwise_merge(lists)
    return _heap_merge(lists)


def kth_smallest(lists, k):
    merged = merge_sorted(lists)
    if not 1 <= k <= len(merged):
        raise IndexError(f"k={k} out of range 1..{len(merged)}")
    return merged[k - 1]
