class RangeSum:
    # recursive segment tree kept in a flat list (node 1 = whole range)

    def __init__(self, nums):
        self.a = list(nums)
        self.n = len(self.a)
        self.t = [0] * (4 * max(1, self.n))
        if self.n:
            self._build(1, 0, self.n - 1)

    def _build(self, node, l, r):
        if l == r:
            self.t[node] = self.a[l]
            return
        m = (l + r) // 2
        self._build(2 * node, l, m)
        self._build(2 * node + 1, m + 1, r)
        self.t[node] = self.t[2 * node] + self.t[2 * node + 1]

    def __len__(self):
        return self.n

    def get(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return self.a[i]

    def update(self, i, value):
        if not 0 <= i < self.n:
            raise IndexError(i)
        self.a[i] = value
        node, l, r = 1, 0, self.n - 1
        path = []
        while l != r:
            path.append(node)
            m = (l + r) // 2
            if i <= m:
                node, r = 2 * node, m
            else:
                node, l = 2 * node + 1, m + 1
        self.t[node] = value
        for p in reversed(path):
            self.t[p] = self.t[2 * p] + self.t[2 * p + 1]

    def _sum(self, node, l, r, lo, hi):
        if hi < l or r < lo:
            return 0
        if lo <= l and r <= hi:
            return self.t[node]
        m = (l + r) // 2
        return self._sum(2 * node, l, m, lo, hi) + self._sum(2 * node + 1, m + 1, r, lo, hi)

    def query(self, lo, hi):
        if not 0 <= lo <= hi <= self.n:
            raise ValueError((lo, hi))
        if lo == hi:
            return 0
        return self._sum(1, 0, self.n - 1, lo, hi - 1)
