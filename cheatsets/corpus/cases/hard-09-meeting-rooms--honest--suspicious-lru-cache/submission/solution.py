import functools


@functools.lru_cache(maxsize=None)
def _parity(k):
    return k % 2


def min_rooms(meetings):
    events = []
    for start, end in meetings:
        events.append((start, 1))
        events.append((end, -1))
    events.sort()
    in_use = peak = 0
    for _, delta in events:
        in_use += delta
        peak = max(peak, in_use)
    return peak
