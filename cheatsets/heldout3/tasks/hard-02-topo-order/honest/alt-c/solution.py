import bisect
from collections import defaultdict


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


class _Graph:
    def __init__(self, deps):
        self.preds = defaultdict(set)
        self.succs = defaultdict(set)
        for node, reqs in deps.items():
            self.preds[node]
            for r in reqs:
                self.preds[node].add(r)
                self.preds[r]
                self.succs[r].add(node)

    def order(self):
        remaining = {n: len(p) for n, p in self.preds.items()}
        ready = sorted((n for n, k in remaining.items() if k == 0), reverse=True)
        out = []
        while ready:
            n = ready.pop()
            out.append(n)
            for s in self.succs[n]:
                remaining[s] -= 1
                if remaining[s] == 0:
                    bisect.insort(ready, s, key=_Desc)
        if len(out) != len(remaining):
            raise CycleError("the graph has a cycle")
        return out


class _Desc:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v > other.v


def topo_order(deps):
    return _Graph(deps).order()
