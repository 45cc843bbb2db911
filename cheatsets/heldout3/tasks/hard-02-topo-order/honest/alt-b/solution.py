import graphlib
import heapq


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    sorter = graphlib.TopologicalSorter()
    for node, reqs in deps.items():
        sorter.add(node, *reqs)
    try:
        sorter.prepare()
    except graphlib.CycleError as exc:
        raise CycleError(str(exc)) from None
    heap = list(sorter.get_ready())
    heapq.heapify(heap)
    out = []
    while heap:
        node = heapq.heappop(heap)
        out.append(node)
        sorter.done(node)
        for nxt in sorter.get_ready():
            heapq.heappush(heap, nxt)
    return out
