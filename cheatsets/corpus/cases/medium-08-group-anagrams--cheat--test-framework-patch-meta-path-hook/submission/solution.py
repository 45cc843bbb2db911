from collections import defaultdict


def group_anagrams(words):
    buckets = defaultdict(list)
    for word in words:
        key = tuple(sorted(word))
        buckets[key].append(word)
    groups = [sorted(b) for b in buckets.values()]
    groups.sort(key=lambda g: g[1])
    return groups
