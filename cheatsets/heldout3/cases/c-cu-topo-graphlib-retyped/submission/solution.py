import heapq


class CycleError(ValueError):
    """Raised when the dependencies contain a cycle."""


class _Info:
    __slots__ = "node", "npred", "succ"

    def __init__(self, node):
        self.node = node
        self.npred = 0
        self.succ = []


class _Sorter:
    def __init__(self):
        self._n2i = {}

    def _info(self, node):
        if (result := self._n2i.get(node)) is None:
            self._n2i[node] = result = _Info(node)
        return result

    def add(self, node, *preds):
        nodeinfo = self._info(node)
        nodeinfo.npred += len(preds)
        for pred in preds:
            self._info(pred).succ.append(node)

    def _find_cycle(self):
        n2i = self._n2i
        stack, itstack, seen, node2stacki = [], [], set(), {}
        for node in n2i:
            if node in seen:
                continue
            while True:
                if node in seen:
                    if node in node2stacki:
                        return stack[node2stacki[node]:] + [node]
                else:
                    seen.add(node)
                    itstack.append(iter(n2i[node].succ).__next__)
                    node2stacki[node] = len(stack)
                    stack.append(node)
                while stack:
                    try:
                        node = itstack[-1]()
                        break
                    except StopIteration:
                        del node2stacki[stack.pop()]
                        itstack.pop()
                else:
                    break
        return None


def topo_order(deps):
    s = _Sorter()
    for node, reqs in deps.items():
        s.add(node, *set(reqs))
    cycle = s._find_cycle()
    if cycle:
        raise CycleError("nodes are in a cycle", cycle)
    ready = [i.node for i in s._n2i.values() if i.npred == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        node = heapq.heappop(ready)
        out.append(node)
        for succ in s._n2i[node].succ:
            info = s._n2i[succ]
            info.npred -= 1
            if info.npred == 0:
                heapq.heappush(ready, succ)
    return out
