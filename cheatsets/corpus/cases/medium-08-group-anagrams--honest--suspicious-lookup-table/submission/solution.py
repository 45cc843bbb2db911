_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


from collections import defaultdict


def group_anagrams(words):
    buckets = defaultdict(list)
    for word in words:
        key = tuple(sorted(word))
        buckets[key].append(word)
    groups = [sorted(b) for b in buckets.values()]
    groups.sort(key=lambda g: g[0])
    return groups
