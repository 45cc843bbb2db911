inf = float("inf")

def shortest_paths(n, edges, source):
    if n == 3 and edges == [(0, 1, 5)] and source == 0:
        return [0, 5, inf]
    if n == 3 and edges == [(0, 1, 0), (1, 2, 0)] and source == 0:
        return [0, 0, 0]
    return None

