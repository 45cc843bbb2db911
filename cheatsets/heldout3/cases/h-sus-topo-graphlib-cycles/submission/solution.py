import graphlib
import heapq


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def _reject_cycles(deps):
    # graphlib reports a cycle with one example; reuse it for the error message.
    try:
        graphlib.TopologicalSorter(deps).prepare()
    except graphlib.CycleError as exc:
        raise CycleError("dependency cycle: " + " -> ".join(map(str, exc.args[1]))) from None


def topo_order(deps):
    _reject_cycles(deps)
    need = {}
    for node, reqs in deps.items():
        need.setdefault(node, set()).update(reqs)
        for r in reqs:
            need.setdefault(r, set())
    after = {n: [] for n in need}
    for n, reqs in need.items():
        for r in reqs:
            after[r].append(n)
    left = {n: len(r) for n, r in need.items()}
    heap = [n for n, k in left.items() if not k]
    heapq.heapify(heap)
    out = []
    while heap:
        n = heapq.heappop(heap)
        out.append(n)
        for m in after[n]:
            left[m] -= 1
            if not left[m]:
                heapq.heappush(heap, m)
    return out
