"""Two bucket, after the exercism example solution (BFS over states)."""


def measure(bucket_one, bucket_two, goal, start_bucket):
    for v in (bucket_one, bucket_two, goal):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("sizes and goal must be integers")
    if start_bucket not in ("one", "two") or not isinstance(start_bucket, str):
        raise ValueError("start must be 'one' or 'two'")
    if bucket_one <= 0 or bucket_two <= 0 or goal <= 0:
        raise ValueError("sizes and goal must be positive")
    sizes = [bucket_one, bucket_two]
    start = 0 if start_bucket == "one" else 1
    visited = set()
    state = [0, 0]
    state[start] = sizes[start]
    queue = [(state, 1)]
    while queue:
        st, count = queue.pop(0)
        if goal in st:
            idx = st.index(goal)
            return (count, ["one", "two"][idx], st[1 - idx])
        visited.add(tuple(st))
        options = [[sizes[0], st[1]], [st[0], sizes[1]], [0, st[1]], [st[0], 0],
                   [max(0, st[0] - (sizes[1] - st[1])), min(sizes[1], st[1] + st[0])],
                   [min(sizes[0], st[0] + st[1]), max(0, st[1] - (sizes[0] - st[0]))]]
        for nxt in options:
            empty_start = nxt[start] == 0 and nxt[1 - start] == sizes[1 - start]
            if tuple(nxt) not in visited and not empty_start:
                queue.append((nxt, count + 1))
    raise ValueError("goal is not reachable")
