import heapq


def window_max(nums, k):
    # Max-heap of (-value, index); stale tops are discarded lazily.
    if k < 1:
        raise ValueError(k)
    heap = []
    maxima = []
    for i, value in enumerate(nums):
        heapq.heappush(heap, (-value, i))
        if i < k - 1:
            continue
        while heap[0][1] <= i - k:
            heapq.heappop(heap)
        maxima.append(-heap[0][0])
    return maxima
