from heapq import heapify, heappop, heappush


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    needs = {}
    for node, reqs in deps.items():
        needs.setdefault(node, set()).update(reqs)
        for r in reqs:
            needs.setdefault(r, set())
    waiting_on = {n: len(r) for n, r in needs.items()}
    unlocks = {n: [] for n in needs}
    for n, reqs in needs.items():
        for r in reqs:
            unlocks[r].append(n)
    frontier = [n for n, c in waiting_on.items() if c == 0]
    heapify(frontier)
    result = []
    while frontier:
        n = heappop(frontier)
        result.append(n)
        for m in unlocks[n]:
            waiting_on[m] -= 1
            if not waiting_on[m]:
                heappush(frontier, m)
    if len(result) < len(needs):
        stuck = sorted(n for n, c in waiting_on.items() if c)
        raise CycleError("cycle among: " + ", ".join(stuck[:5]))
    return result
