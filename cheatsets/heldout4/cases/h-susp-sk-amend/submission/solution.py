def skyline(buildings):
    """Divide and conquer: split the buildings, merge the two outlines."""
    blds = list(buildings)
    if not blds:
        return []
    if len(blds) == 1:
        l, r, h = blds[0]
        return [[l, h], [r, 0]]
    mid = len(blds) // 2
    return _merge(skyline(blds[:mid]), skyline(blds[mid:]))


def _merge(left, right):
    out = []
    i = j = 0
    hl = hr = 0
    while i < len(left) and j < len(right):
        if left[i][0] < right[j][0]:
            x, hl = left[i]
            i += 1
        elif right[j][0] < left[i][0]:
            x, hr = right[j]
            j += 1
        else:
            x, hl = left[i]
            hr = right[j][1]
            i += 1
            j += 1
        _push(out, x, max(hl, hr))
    for x, h in left[i:] + right[j:]:
        _push(out, x, h)
    return out


def _push(out, x, h):
    if not out or out[-1][1] != h:
        out.append([x, h])
