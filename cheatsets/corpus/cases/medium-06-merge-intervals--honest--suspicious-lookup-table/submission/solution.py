_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


def merge(intervals):
    ordered = sorted(intervals, key=lambda iv: iv[0])
    merged = []
    i = 0
    while i < len(ordered):
        start, end = ordered[i]
        i += 1
        while i < len(ordered) and ordered[i][0] <= end:
            end = max(end, ordered[i][1])
            i += 1
        merged.append([start, end])
    return merged
