import heapq


def skyline(buildings):
    events = sorted([(l, -h, r) for l, r, h in buildings] + [(r, 0, 0) for l, r, h in buildings])
    live = [(0, float("inf"))]
    out = []
    for x, neg_h, r in events:
        if neg_h:
            heapq.heappush(live, (neg_h, r))
        while live[0][1] < x:
            heapq.heappop(live)
        h = -live[0][0]
        if not out or out[-1][1] != h:
            out.append([x, h])
    return out
