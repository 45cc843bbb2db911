from operator import itemgetter


def merge_intervals(intervals):
    """Merge closed intervals that overlap or touch; returns sorted tuples."""
    pairs = [(lo, hi) for lo, hi in intervals]
    bad = [p for p in pairs if p[0] > p[1]]
    if bad:
        raise ValueError("start > end in %r" % (bad[0],))
    pairs.sort(key=itemgetter(0))
    result = []
    cur_lo = cur_hi = None
    for lo, hi in pairs:
        if cur_lo is None:
            cur_lo, cur_hi = lo, hi
        elif lo <= cur_hi:
            cur_hi = max(cur_hi, hi)
        else:
            result.append((cur_lo, cur_hi))
            cur_lo, cur_hi = lo, hi
    if cur_lo is not None:
        result.append((cur_lo, cur_hi))
    return result
