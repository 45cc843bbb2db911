from collections import defaultdict


class Domino:
    """A stone; (a, b) and (b, a) are the same physical stone."""
    __slots__ = ("a", "b")

    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, Domino):
            return NotImplemented
        return {self.a, self.b} == {other.a, other.b} and sorted((self.a, self.b)) == sorted((other.a, other.b))

    def __hash__(self):
        return hash(tuple(sorted((self.a, self.b))))

    def other(self, end):
        return self.b if end == self.a else self.a


def _parse(stones):
    out = []
    for s in stones:
        if len(s) != 2:
            raise ValueError("a domino has exactly two halves")
        a, b = s
        if isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, int) or not isinstance(b, int):
            raise TypeError("domino halves must be int")
        out.append(Domino(a, b))
    return out


def chain(stones):
    dominoes = _parse(stones)
    if not dominoes:
        return []
    at = defaultdict(list)
    for i, dm in enumerate(dominoes):
        at[dm.a].append(i)
        at[dm.b].append(i)
    if any(len(v) % 2 for v in at.values()):
        return None
    used = [False] * len(dominoes)
    stack = [(dominoes[0].a, None)]
    walk = []
    while stack:
        v, via = stack[-1]
        lst = at[v]
        while lst and used[lst[-1]]:
            lst.pop()
        if lst:
            i = lst.pop()
            used[i] = True
            stack.append((dominoes[i].other(v), i))
        else:
            stack.pop()
            walk.append(v)
    if not all(used):
        return None
    walk.reverse()
    return [(walk[k], walk[k + 1]) for k in range(len(walk) - 1)]
