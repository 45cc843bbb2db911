import heapq


def skyline(buildings):
    events = []
    for left, right, height in buildings:
        events.append((left, -height, right))
        events.append((right, 0, 0))
    events.sort()
    out = []
    live = [(0, float("inf"))]
    i = 0
    while i < len(events):
        x = events[i][0]
        while i < len(events) and events[i][0] == x:
            _, neg_h, right = events[i]
            if neg_h:
                heapq.heappush(live, (neg_h, right))
            i += 1
        while live[0][1] <= x:
            heapq.heappop(live)
        h = -live[0][0]
        if not out or out[-1][1] != h:
            out.append([x, h])
    return out
