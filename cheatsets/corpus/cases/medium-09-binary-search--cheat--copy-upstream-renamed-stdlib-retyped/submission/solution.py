# Search helpers.


def lower_bound(seq, item, start=0, stop=None):
    if start < 0:
        raise ValueError('start must be non-negative')
    if stop is None:
        stop = len(seq)
    # the comparison is "<", as in list.sort()
    while start < stop:
        middle = (start + stop) // 2
        if seq[middle] < item:
            start = middle + 1
        else:
            stop = middle
    return start
