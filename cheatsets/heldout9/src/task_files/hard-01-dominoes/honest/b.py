import sys
from collections import Counter, defaultdict


def _check(stones):
    clean = []
    for st in stones:
        st = tuple(st)
        if len(st) != 2:
            raise ValueError(f"not a domino: {st!r}")
        if not all(isinstance(h, int) and not isinstance(h, bool) for h in st):
            raise TypeError(f"domino halves must be int: {st!r}")
        clean.append(st)
    return clean


def _connected(stones):
    parent = {}

    def root(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in stones:
        parent[root(a)] = root(b)
    return len({root(x) for x in list(parent)}) == 1


def chain(stones):
    stones = _check(stones)
    if not stones:
        return []
    degree = Counter()
    for a, b in stones:
        degree[a] += 1
        degree[b] += 1
    if any(d % 2 for d in degree.values()) or not _connected(stones):
        return None
    remaining = defaultdict(Counter)
    for a, b in stones:
        remaining[a][b] += 1
        if a != b:
            remaining[b][a] += 1
    # Fleury-free: Hierholzer with a multiset adjacency
    sys.setrecursionlimit(max(1000, 4 * len(stones) + 100))
    route = []

    def walk(v):
        while remaining[v]:
            w = next(iter(remaining[v]))
            remaining[v][w] -= 1
            if not remaining[v][w]:
                del remaining[v][w]
            if w != v:
                remaining[w][v] -= 1
                if not remaining[w][v]:
                    del remaining[w][v]
            walk(w)
        route.append(v)

    walk(stones[0][0])
    route.reverse()
    return [(route[i], route[i + 1]) for i in range(len(route) - 1)]
