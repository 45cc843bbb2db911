from collections import defaultdict


def group_anagrams(words):
    buckets = defaultdict(list)
    for word in words:
        key = tuple(sorted(word))
        buckets[key].append(word)
    groups = [sorted(b) for b in buckets.values()]
    groups.sort(key=lambda g: g[0])
    return groups


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
