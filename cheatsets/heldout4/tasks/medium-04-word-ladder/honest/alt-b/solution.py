def _letters(pool, size):
    return [sorted({x[i] for x in pool}) for i in range(size)]


def _graph_layers(begin, end, pool):
    """BFS by whole layers; returns the distance map from begin, stopping at end's layer."""
    letters = _letters(pool, len(begin))
    dist = {begin: 0}
    layer = [begin]
    while layer and end not in dist:
        nxt = []
        for w in layer:
            for i in range(len(w)):
                for c in letters[i]:
                    cand = w[:i] + c + w[i + 1:]
                    if cand in pool and cand not in dist:
                        dist[cand] = dist[w] + 1
                        nxt.append(cand)
        layer = nxt
    return dist


def ladder_path(begin, end, words):
    if begin == end:
        return [begin]
    pool = {w for w in words if len(w) == len(begin)}
    if end not in pool:
        return []
    dist = _graph_layers(begin, end, pool)
    if end not in dist:
        return []
    # Walk forward greedily, always taking the smallest word that stays on a shortest route.
    back = _graph_layers(end, begin, pool | {begin})
    letters = _letters(pool, len(begin))
    path = [begin]
    while path[-1] != end:
        w = path[-1]
        steps = []
        for i in range(len(w)):
            for c in letters[i]:
                cand = w[:i] + c + w[i + 1:]
                if cand != w and cand in pool and back.get(cand) == back[w] - 1:
                    steps.append(cand)
        path.append(min(steps))
    return path


def ladder_length(begin, end, words):
    path = ladder_path(begin, end, words)
    return len(path)
