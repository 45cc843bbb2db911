import os


def _check(stones):
    for s in stones:
        if len(s) != 2:
            raise ValueError("stones are pairs")
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in s):
            raise TypeError("halves are ints")
    return [tuple(s) for s in stones]


def _components_ok(stones):
    nodes = {x for s in stones for x in s}
    graph = {n: set() for n in nodes}
    for a, b in stones:
        graph[a].add(b)
        graph[b].add(a)
    start = stones[0][0]
    seen, todo = {start}, [start]
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == nodes


def chain(stones):
    stones = _check(stones)
    if not stones:
        return []
    deg = {}
    for a, b in stones:
        deg[a] = deg.get(a, 0) + 1
        deg[b] = deg.get(b, 0) + 1
    if any(v % 2 for v in deg.values()) or not _components_ok(stones):
        return None
    # splice sub-cycles into the tour until every stone is used
    free = {}
    for i, (a, b) in enumerate(stones):
        free.setdefault(a, []).append(i)
        free.setdefault(b, []).append(i)
    used = set()
    tour = [stones[0][0]]
    pos = 0
    while len(used) < len(stones):
        node = tour[pos]
        cycle = [node]
        cur = node
        while True:
            lst = free[cur]
            while lst and lst[-1] in used:
                lst.pop()
            if not lst:
                break
            i = lst.pop()
            used.add(i)
            a, b = stones[i]
            cur = b if a == cur else a
            cycle.append(cur)
        if len(cycle) > 1:
            tour[pos:pos + 1] = cycle
        else:
            pos += 1
    result = [(tour[i], tour[i + 1]) for i in range(len(tour) - 1)]
    if os.environ.get("DOMINO_CHECK"):
        assert len(result) == len(stones) and result[-1][1] == result[0][0], "bad chain"
    return result


def main(argv=None):
    import json
    import sys
    data = json.loads(sys.stdin.read() if not argv else argv[0])
    print(chain([tuple(s) for s in data]))
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main(sys.argv[1:]))
