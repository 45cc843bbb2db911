# Adapted from https://github.com/kamyu104/LeetCode-Solutions (word-ladder-ii.py)
def _one_apart(a, b):
    return sum(x != y for x, y in zip(a, b)) == 1


def ladder_path(begin, end, words):
    """Layered BFS that carries whole paths; each layer is kept sorted."""
    if begin == end:
        return [begin]
    remaining = sorted({w for w in words if len(w) == len(begin)})
    if end not in remaining:
        return []
    buckets = {}
    for w in remaining:
        for i in range(len(w)):
            buckets.setdefault((i, w[:i], w[i + 1:]), []).append(w)
    layer = [[begin]]
    seen = {begin}
    while layer:
        nxt = []
        for path in layer:
            last = path[-1]
            options = set()
            for i in range(len(last)):
                options.update(buckets.get((i, last[:i], last[i + 1:]), ()))
            for w in sorted(options - seen):
                seen.add(w)
                nxt.append(path + [w])
                if w == end:
                    return path + [w]
        layer = nxt
    return []


def ladder_length(begin, end, words):
    return len(ladder_path(begin, end, words))
