def topo_sort(n, edges):
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
            if pred_count[w] == 0:
                ready.append(w)
        ready.sort()
    if len(order) < n:
        raise ValueError("the graph has a cycle")
    return order


import sys


def main(argv):
    print(topo_sort)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
