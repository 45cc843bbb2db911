def _merge(a, b):
    i = j = 0
    ha = hb = 0
    out = []
    while i < len(a) or j < len(b):
        if j >= len(b) or (i < len(a) and a[i][0] < b[j][0]):
            x, ha = a[i]
            i += 1
        elif i >= len(a) or b[j][0] < a[i][0]:
            x, hb = b[j]
            j += 1
        else:
            x, ha = a[i]
            hb = b[j][1]
            i += 1
            j += 1
        h = max(ha, hb)
        if not out or out[-1][1] != h:
            out.append([x, h])
    return out


def _solve(bs, lo, hi):
    if hi - lo == 0:
        return []
    if hi - lo == 1:
        left, right, height = bs[lo]
        return [[left, height], [right, 0]]
    mid = (lo + hi) // 2
    return _merge(_solve(bs, lo, mid), _solve(bs, mid, hi))


def skyline(buildings):
    """Divide and conquer: merge the skylines of the two halves."""
    return _solve(list(buildings), 0, len(buildings))
