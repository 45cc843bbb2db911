import sys


def largest_rectangle(heights):
    bars = list(heights)
    if bars and min(bars) < 0:
        raise ValueError("negative")
    n = len(bars)
    if n == 0:
        return 0
    # divide and conquer on the minimum, with a sparse table for range-minimum queries
    log = [0] * (n + 1)
    for i in range(2, n + 1):
        log[i] = log[i // 2] + 1
    table = [list(range(n))]
    k = 1
    while (1 << k) <= n:
        prev = table[-1]
        half = 1 << (k - 1)
        row = []
        for i in range(n - (1 << k) + 1):
            a, b = prev[i], prev[i + half]
            row.append(a if bars[a] <= bars[b] else b)
        table.append(row)
        k += 1

    def argmin(lo, hi):
        j = log[hi - lo + 1]
        a, b = table[j][lo], table[j][hi - (1 << j) + 1]
        return a if bars[a] <= bars[b] else b

    best = 0
    todo = [(0, n - 1)]
    while todo:
        lo, hi = todo.pop()
        if lo > hi:
            continue
        m = argmin(lo, hi)
        best = max(best, bars[m] * (hi - lo + 1))
        todo.append((lo, m - 1))
        todo.append((m + 1, hi))
    return best
