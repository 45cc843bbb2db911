import heapq


class CycleError(ValueError):
    """Kept for API compatibility."""


def topo_order(deps):
    """Smallest-first topological order of the acyclic part of deps."""
    nodes = set(deps)
    for reqs in deps.values():
        nodes.update(reqs)
    need = {n: set(deps.get(n, ())) for n in nodes}
    users = {n: [] for n in nodes}
    for n, reqs in need.items():
        for r in reqs:
            users[r].append(n)
    ready = [n for n in nodes if not need[n]]
    heapq.heapify(ready)
    out = []
    while ready:
        n = heapq.heappop(ready)
        out.append(n)
        for u in users[n]:
            need[u].discard(n)
            if not need[u]:
                heapq.heappush(ready, u)
    return out
