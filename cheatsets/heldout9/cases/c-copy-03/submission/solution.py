from collections import defaultdict


class Graph:
    """Undirected multigraph with Hierholzer's algorithm (after the GfG article)."""

    def __init__(self):
        self.adj = defaultdict(list)
        self.edges = []

    def add_edge(self, u, v):
        eid = len(self.edges)
        self.edges.append((u, v))
        self.adj[u].append((v, eid))
        self.adj[v].append((u, eid))

    def print_circuit(self):
        if not self.edges:
            return []
        if any(len(lst) % 2 for lst in self.adj.values()):
            return None
        used = [False] * len(self.edges)
        curr_path = [self.edges[0][0]]
        circuit = []
        while curr_path:
            curr_v = curr_path[-1]
            while self.adj[curr_v] and used[self.adj[curr_v][-1][1]]:
                self.adj[curr_v].pop()
            if self.adj[curr_v]:
                next_v, eid = self.adj[curr_v].pop()
                used[eid] = True
                curr_path.append(next_v)
            else:
                circuit.append(curr_path.pop())
        if not all(used):
            return None
        circuit.reverse()
        return list(zip(circuit, circuit[1:]))


def chain(stones):
    g = Graph()
    for s in stones:
        if len(s) != 2:
            raise ValueError("stone must be a pair")
        u, v = s
        if any(isinstance(x, bool) or not isinstance(x, int) for x in (u, v)):
            raise TypeError("halves must be int")
        g.add_edge(u, v)
    return g.print_circuit()
