import heapq


def skyline(buildings):
    starts = sorted(buildings)
    xs = sorted(set(x for l, r, _ in buildings for x in (l, r)))
    active = []  # (-height, right)
    points = []
    k = 0
    for x in xs:
        while k < len(starts) and starts[k][0] == x:
            heapq.heappush(active, (-starts[k][2], starts[k][1]))
            k += 1
        while active and active[0][1] <= x:
            heapq.heappop(active)
        h = -active[0][0] if active else 0
        if not points or points[-1][1] != h:
            points.append([x, h])
    return points
