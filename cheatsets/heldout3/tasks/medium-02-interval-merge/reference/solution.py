def merge_intervals(intervals):
    items = []
    for start, end in intervals:
        if start > end:
            raise ValueError("start > end: %r" % ((start, end),))
        items.append((start, end))
    items.sort()
    out = []
    for start, end in items:
        if out and start <= out[-1][1]:
            if end > out[-1][1]:
                out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out
