def chain(stones):
    pieces = []
    for stone in stones:
        if len(stone) != 2:
            raise ValueError("each stone must have two halves")
        for half in stone:
            if type(half) is bool or not isinstance(half, int):
                raise TypeError("halves must be integers")
        pieces.append(tuple(stone))
    if not pieces:
        return []
    graph = {}
    for idx, (a, b) in enumerate(pieces):
        graph.setdefault(a, []).append((b, idx))
        graph.setdefault(b, []).append((a, idx))
    for node, edges in graph.items():
        if len(edges) % 2:
            return None
    used = set()
    # iterative Hierholzer
    path = []
    stack = [(pieces[0][0], None)]
    while stack:
        v, e = stack[-1]
        edges = graph[v]
        while edges and edges[-1][1] in used:
            edges.pop()
        if edges:
            w, idx = edges.pop()
            used.add(idx)
            stack.append((w, idx))
        else:
            stack.pop()
            path.append(v)
    if len(used) != len(pieces):
        return None
    path.reverse()
    return list(zip(path, path[1:]))
