from collections import deque


def _differs_by_one(a, b):
    diff = 0
    for x, y in zip(a, b):
        if x != y:
            diff += 1
            if diff > 1:
                return False
    return diff == 1


def ladder_path(begin, end, words):
    if begin == end:
        return [begin]
    candidates = sorted(set(w for w in words if len(w) == len(begin)))
    if end not in candidates:
        return []
    # Wildcard buckets: "h*t" -> words matching it.
    buckets = {}
    for w in candidates:
        for i in range(len(w)):
            buckets.setdefault(w[:i] + "*" + w[i + 1:], []).append(w)
    came_from = {begin: None}
    queue = deque([begin])
    while queue:
        current = queue.popleft()
        nexts = set()
        for i in range(len(current)):
            for w in buckets.get(current[:i] + "*" + current[i + 1:], ()):
                if w != current:
                    nexts.add(w)
        for w in sorted(nexts):
            if w in came_from:
                continue
            came_from[w] = current
            if w == end:
                path = []
                node = w
                while node is not None:
                    path.append(node)
                    node = came_from[node]
                path.reverse()
                return path
            queue.append(w)
    return []


def ladder_length(begin, end, words):
    return len(ladder_path(begin, end, words))
