import heapq
from collections import defaultdict


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    pending = defaultdict(int)
    dependents = defaultdict(list)
    for node, requirements in deps.items():
        pending[node] += 0
        for req in set(requirements):
            pending[req] += 0
            pending[node] += 1
            dependents[req].append(node)
    heap = [node for node, count in pending.items() if count == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        node = heapq.heappop(heap)
        order.append(node)
        for dep in dependents[node]:
            pending[dep] -= 1
            if pending[dep] == 0:
                heapq.heappush(heap, dep)
    if len(order) != len(pending):
        raise CycleError(f"{len(pending) - len(order)} nodes are on or behind a cycle")
    return order
