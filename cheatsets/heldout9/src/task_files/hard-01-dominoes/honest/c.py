from collections import defaultdict, deque


class _Graph:
    def __init__(self, stones):
        self.edges = []
        self.adj = defaultdict(deque)
        for s in stones:
            if len(s) != 2:
                raise ValueError("stone must be a pair")
            a, b = s
            if any(isinstance(x, bool) or not isinstance(x, int) for x in (a, b)):
                raise TypeError("stone halves must be int")
            i = len(self.edges)
            self.edges.append((a, b))
            self.adj[a].append((b, i))
            self.adj[b].append((a, i))

    def euler_circuit(self):
        if any(len(q) % 2 for q in self.adj.values()):
            return None
        seen = [False] * len(self.edges)
        cur = [self.edges[0][0]]
        order = []
        while cur:
            v = cur[-1]
            q = self.adj[v]
            while q and seen[q[0][1]]:
                q.popleft()
            if q:
                w, i = q.popleft()
                seen[i] = True
                cur.append(w)
            else:
                order.append(cur.pop())
        if not all(seen):
            return None
        return order[::-1]


def chain(stones):
    g = _Graph(stones)
    if not g.edges:
        return []
    nodes = g.euler_circuit()
    if nodes is None:
        return None
    return [(nodes[k], nodes[k + 1]) for k in range(len(nodes) - 1)]
