import bisect


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    """Kahn's algorithm; the ready list is kept sorted so the smallest node comes out first."""
    blockers = {}
    for node, reqs in deps.items():
        blockers.setdefault(node, set()).update(reqs)
        for r in reqs:
            blockers.setdefault(r, set())
    unblocks = {node: [] for node in blockers}
    for node, reqs in blockers.items():
        for r in reqs:
            unblocks[r].append(node)
    remaining = {node: len(reqs) for node, reqs in blockers.items()}
    ready = sorted(node for node, k in remaining.items() if k == 0)
    result = []
    while ready:
        node = ready.pop(0)
        result.append(node)
        for nxt in unblocks[node]:
            remaining[nxt] -= 1
            if remaining[nxt] == 0:
                bisect.insort(ready, nxt)
    if len(result) != len(blockers):
        raise CycleError("dependency cycle detected")
    return result
