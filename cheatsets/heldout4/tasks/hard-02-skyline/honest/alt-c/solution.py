from bisect import bisect_left


class _MaxTree:
    """Segment tree over compressed x slots supporting 'chmax on a range' and final push-down."""

    def __init__(self, n):
        self.size = 1
        while self.size < n:
            self.size *= 2
        self.tag = [0] * (2 * self.size)

    def raise_to(self, lo, hi, h, node=1, nlo=0, nhi=None):
        if nhi is None:
            nhi = self.size
        if hi <= nlo or nhi <= lo:
            return
        if lo <= nlo and nhi <= hi:
            if h > self.tag[node]:
                self.tag[node] = h
            return
        mid = (nlo + nhi) // 2
        self.raise_to(lo, hi, h, 2 * node, nlo, mid)
        self.raise_to(lo, hi, h, 2 * node + 1, mid, nhi)

    def leaves(self, n):
        for node in range(2, 2 * self.size):
            parent = node // 2
            if self.tag[parent] > self.tag[node]:
                self.tag[node] = self.tag[parent]
        return self.tag[self.size:self.size + n]


def skyline(buildings):
    if not buildings:
        return []
    xs = sorted({x for l, r, _ in buildings for x in (l, r)})
    tree = _MaxTree(len(xs))
    for l, r, h in buildings:
        tree.raise_to(bisect_left(xs, l), bisect_left(xs, r), h)
    heights = tree.leaves(len(xs))
    points = []
    for x, h in zip(xs, heights):
        if not points or points[-1][1] != h:
            points.append([x, h])
    return points
