from collections import defaultdict


def chain(stones):
    edges = []
    for s in stones:
        if len(s) != 2:
            raise ValueError("pair expected")
        if any(isinstance(v, bool) or not isinstance(v, int) for v in s):
            raise TypeError("int halves expected")
        edges.append(tuple(s))
    if not edges:
        return []
    adj = defaultdict(list)
    for i, (a, b) in enumerate(edges):
        adj[a].append((b, i))
        adj[b].append((a, i))
    if any(len(v) % 2 for v in adj.values()):
        return None
    used = set()
    stack, circuit = [edges[0][0]], []
    while stack:
        v = stack[-1]
        while adj[v] and adj[v][-1][1] in used:
            adj[v].pop()
        if adj[v]:
            w, i = adj[v].pop()
            used.add(i)
            stack.append(w)
        else:
            circuit.append(stack.pop())
    circuit.reverse()
    return list(zip(circuit, circuit[1:]))
