from collections import defaultdict


def _validate(stones):
    out = []
    for s in stones:
        if len(s) != 2:
            raise ValueError("a stone has exactly two halves")
        a, b = s
        for v in (a, b):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError("halves must be ints")
        out.append((a, b))
    return out


def chain(stones):
    edges = _validate(stones)
    if not edges:
        return []
    adj = defaultdict(list)
    for i, (a, b) in enumerate(edges):
        adj[a].append((b, i))
        adj[b].append((a, i))
    if any(len(v) % 2 for v in adj.values()):
        return None
    used = [False] * len(edges)
    ptr = defaultdict(int)
    start = edges[0][0]
    stack = [(start, None)]
    circuit = []
    while stack:
        node, via = stack[-1]
        lst = adj[node]
        while ptr[node] < len(lst) and used[lst[ptr[node]][1]]:
            ptr[node] += 1
        if ptr[node] == len(lst):
            stack.pop()
            circuit.append((node, via))
        else:
            nxt, idx = lst[ptr[node]]
            used[idx] = True
            stack.append((nxt, idx))
    if len(circuit) != len(edges) + 1:
        return None
    circuit.reverse()
    return [(circuit[k][0], circuit[k + 1][0]) for k in range(len(edges))]
