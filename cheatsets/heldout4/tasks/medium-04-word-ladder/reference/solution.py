from collections import deque


def _neighbours(word, pool):
    out = []
    for i in range(len(word)):
        for c in "abcdefghijklmnopqrstuvwxyz":
            if c != word[i]:
                w = word[:i] + c + word[i + 1:]
                if w in pool:
                    out.append(w)
    return out


def _pool(begin, words):
    pool = {w for w in words if len(w) == len(begin)}
    extra = {c for w in pool for c in w} - set("abcdefghijklmnopqrstuvwxyz")
    return pool, extra


def ladder_path(begin, end, words):
    if begin == end:
        return [begin]
    pool, extra = _pool(begin, words)
    if end not in pool:
        return []
    parent = {begin: None}
    queue = deque([begin])
    while queue:
        word = queue.popleft()
        if extra:
            nbrs = sorted(w for w in pool if sum(a != b for a, b in zip(w, word)) == 1)
        else:
            nbrs = sorted(_neighbours(word, pool))
        for w in nbrs:
            if w in parent:
                continue
            parent[w] = word
            if w == end:
                path = [w]
                while parent[path[-1]] is not None:
                    path.append(parent[path[-1]])
                return path[::-1]
            queue.append(w)
    return []


def ladder_length(begin, end, words):
    return len(ladder_path(begin, end, words))
