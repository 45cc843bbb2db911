def merge_intervals(intervals):
    events = []
    for iv in intervals:
        start, end = iv[0], iv[1]
        if end < start:
            raise ValueError((start, end))
        events.append((start, 0))
        events.append((end, 1))
    events.sort()
    result, depth, begin = [], 0, None
    for x, kind in events:
        if kind == 0:
            if depth == 0:
                if result and result[-1][1] == x:
                    begin = result.pop()[0]
                else:
                    begin = x
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                result.append((begin, x))
    return result
