def merge_intervals(intervals):
    pairs = sorted((tuple(iv) for iv in intervals), key=lambda iv: iv[0])
    for lo, hi in pairs:
        if lo > hi:
            raise ValueError(f"bad interval ({lo}, {hi})")
    merged = []
    for lo, hi in pairs:
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged
