import sys
import threading
from collections import defaultdict


def _euler(adj, start, n_edges):
    used = [False] * n_edges
    out = []

    def visit(v):
        while adj[v]:
            w, i = adj[v].pop()
            if not used[i]:
                used[i] = True
                visit(w)
        out.append(v)

    visit(start)
    return out if all(used) else None


def chain(stones):
    edges = []
    for s in stones:
        if len(s) != 2:
            raise ValueError("a stone has two halves")
        a, b = s
        if any(isinstance(x, bool) or not isinstance(x, int) for x in (a, b)):
            raise TypeError("halves must be int")
        edges.append((a, b))
    if not edges:
        return []
    adj = defaultdict(list)
    for i, (a, b) in enumerate(edges):
        adj[a].append((b, i))
        adj[b].append((a, i))
    if any(len(v) % 2 for v in adj.values()):
        return None
    # The recursive walk can be as deep as the number of stones: run it in a thread
    # with a big stack and a raised recursion limit, then restore the limit.
    result = []
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 2 * len(edges) + 100))
    old_stack = threading.stack_size(32 * 1024 * 1024)
    try:
        t = threading.Thread(target=lambda: result.append(_euler(adj, edges[0][0], len(edges))))
        t.start()
        t.join()
    finally:
        threading.stack_size(old_stack)
        sys.setrecursionlimit(old)
    nodes = result[0]
    if nodes is None:
        return None
    nodes.reverse()
    return [(nodes[k], nodes[k + 1]) for k in range(len(nodes) - 1)]
