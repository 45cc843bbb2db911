import os

_TRACE = bool(os.environ.get("HIST_TRACE"))


def largest_rectangle(heights):
    """Largest rectangle under a histogram, O(n) with an increasing stack."""
    heights = list(heights)
    if any(h < 0 for h in heights):
        raise ValueError("heights must be >= 0")
    best = 0
    starts = []   # (start index, height), heights strictly increasing
    for i, h in enumerate(heights):
        start = i
        while starts and starts[-1][1] >= h:
            s, top = starts.pop()
            best = max(best, top * (i - s))
            if _TRACE:
                print(f"pop start={s} height={top} at i={i} -> best={best}")
            start = s
        starts.append((start, h))
    n = len(heights)
    for s, top in starts:
        best = max(best, top * (n - s))
    return best
