"""Closed domino chains via an Euler circuit (Hierholzer)."""
from collections import defaultdict


def _stones(stones):
    result = []
    for stone in stones:
        if len(stone) != 2:
            raise ValueError(f"a domino has two halves, got {stone!r}")
        left, right = stone
        if type(left) is not int or type(right) is not int:
            raise TypeError(f"domino halves must be int, got {stone!r}")
        result.append((left, right))
    return result


def chain(stones):
    dominoes = _stones(stones)
    if not dominoes:
        return []
    incident = defaultdict(list)
    for idx, (a, b) in enumerate(dominoes):
        incident[a].append(idx)
        incident[b].append(idx)
    if any(len(lst) % 2 for lst in incident.values()):
        return None
    used = [False] * len(dominoes)
    stack = [(dominoes[0][0], -1)]
    out = []
    while stack:
        node, via = stack[-1]
        edges = incident[node]
        while edges and used[edges[-1]]:
            edges.pop()
        if not edges:
            stack.pop()
            if via >= 0:
                a, b = dominoes[via]
                prev = stack[-1][0]
                out.append((prev, node))
            continue
        idx = edges.pop()
        used[idx] = True
        a, b = dominoes[idx]
        stack.append((b if a == node else a, idx))
    if len(out) != len(dominoes):
        return None
    out.reverse()
    return out
