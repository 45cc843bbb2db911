def merge_intervals(intervals):
    merged = []
    for start, end in sorted(tuple(iv) for iv in intervals):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged
