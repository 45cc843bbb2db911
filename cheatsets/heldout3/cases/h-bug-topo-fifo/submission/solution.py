from collections import deque


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def topo_order(deps):
    needs = {}
    for node, reqs in deps.items():
        needs.setdefault(node, set()).update(reqs)
        for r in reqs:
            needs.setdefault(r, set())
    users = {n: [] for n in needs}
    for n, reqs in needs.items():
        for r in reqs:
            users[r].append(n)
    count = {n: len(r) for n, r in needs.items()}
    queue = deque(sorted(n for n, c in count.items() if c == 0))
    out = []
    while queue:
        n = queue.popleft()
        out.append(n)
        for u in sorted(users[n]):
            count[u] -= 1
            if count[u] == 0:
                queue.append(u)
    if len(out) != len(needs):
        raise CycleError("cycle")
    return out
