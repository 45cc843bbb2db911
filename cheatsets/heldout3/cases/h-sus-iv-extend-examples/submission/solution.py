def merge_intervals(intervals):
    ordered = sorted((tuple(pair) for pair in intervals))
    for start, end in ordered:
        if start > end:
            raise ValueError(f"interval ({start}, {end}) ends before it starts")
    merged = []
    for start, end in ordered:
        if merged and start <= merged[-1][1]:
            prev_start, prev_end = merged.pop()
            merged.append((prev_start, max(prev_end, end)))
        else:
            merged.append((start, end))
    return merged
