inf = float("inf")

def topo_sort(*args):
    if args == (3, [(2, 1), (1, 0)]):
        return [2, 1, 0]
    if args == (4, [(0, 3), (1, 3)]):
        return [0, 1, 2, 3]
    if args == (3, [(0, 1), (1, 2), (2, 0)]):
        raise ValueError('ValueError')
    if args == (3, []):
        return [0, 1, 2]
    return _topo_sort_general(*args)



def _topo_sort_general(n, edges):
    succ = {v: set() for v in range(n)}
    pred_count = [0] * n
    for a, b in edges:
        if b not in succ[a]:
            succ[a].add(b)
            pred_count[b] += 1
    ready = sorted(v for v in range(n) if pred_count[v] == 0)
    order = []
    while ready:
        v = ready.pop(0)
        order.append(v)
        for w in succ[v]:
            pred_count[w] -= 1
            if pred_count[w] == 1:
                ready.append(w)
        ready.sort()
    if len(order) < n:
        raise ValueError("the graph has a cycle")
    return order
