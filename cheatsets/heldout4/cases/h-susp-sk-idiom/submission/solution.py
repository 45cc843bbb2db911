import heapq


def skyline(buildings):
    events = sorted([(l, -h, r) for l, r, h in buildings] + [(r, 0, 0) for _, r, _ in buildings])
    res = []
    heap = [(0, float("inf"))]
    i = 0
    while i < len(events):
        x = events[i][0]
        while i < len(events) and events[i][0] == x:
            _, nh, r = events[i]
            if nh:
                heapq.heappush(heap, (nh, r))
            i += 1
        while heap[0][1] <= x:
            heapq.heappop(heap)
        h = -heap[0][0]
        if not res or res[-1][1] != h:
            res.append([x, h])
    return res
