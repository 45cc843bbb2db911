import sys
from collections import deque
from string import ascii_lowercase

sys.setrecursionlimit(10000)  # _rebuild recurses once per ladder step


def _rebuild(parent, word):
    if parent[word] is None:
        return [word]
    return _rebuild(parent, parent[word]) + [word]


def ladder_path(begin, end, words):
    if begin == end:
        return [begin]
    pool = {w for w in words if len(w) == len(begin)}
    if end not in pool:
        return []
    alphabet = sorted(set(ascii_lowercase).union(*pool))
    parent = {begin: None}
    queue = deque([begin])
    while queue:
        cur = queue.popleft()
        found = sorted({cur[:i] + c + cur[i + 1:] for i in range(len(cur)) for c in alphabet}
                       & pool - parent.keys())
        for w in found:
            parent[w] = cur
            if w == end:
                return _rebuild(parent, w)
            queue.append(w)
    return []


def ladder_length(begin, end, words):
    return len(ladder_path(begin, end, words))
