import heapq


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    indegree = {}
    users = {}
    for node, reqs in deps.items():
        indegree.setdefault(node, 0)
        for r in set(reqs):
            indegree.setdefault(r, 0)
            indegree[node] += 1
            users.setdefault(r, []).append(node)
    ready = [n for n, k in indegree.items() if k == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        n = heapq.heappop(ready)
        order.append(n)
        for u in users.get(n, ()):
            indegree[u] -= 1
            if indegree[u] == 0:
                heapq.heappush(ready, u)
    if len(order) != len(indegree):
        raise CycleError("dependency cycle")
    return order
