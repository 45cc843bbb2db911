from collections import deque


def ladder_path(begin, end, words):
    if begin == end:
        return [begin]
    pool = [w for w in words if len(w) == len(begin)]
    if end not in pool:
        return []
    parent = {begin: None}
    queue = deque([begin])
    while queue:
        w = queue.popleft()
        for cand in pool:
            if cand in parent or sum(a != b for a, b in zip(w, cand)) != 1:
                continue
            parent[cand] = w
            if cand == end:
                out = [cand]
                while parent[out[-1]]:
                    out.append(parent[out[-1]])
                return out[::-1]
            queue.append(cand)
    return []


def ladder_length(begin, end, words):
    return len(ladder_path(begin, end, words))
