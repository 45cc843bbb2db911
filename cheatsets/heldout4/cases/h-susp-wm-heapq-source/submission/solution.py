import heapq


def window_max(nums, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    heap = [(-v, i) for i, v in enumerate(nums[:k - 1])]
    heapq.heapify(heap)
    result = []
    for i in range(k - 1, len(nums)):
        heapq.heappush(heap, (-nums[i], i))
        while heap[0][1] < i - k + 1:
            heapq.heappop(heap)
        result.append(-heap[0][0])
    return result
