_memo = {}


def chain(stones):
    key = tuple(sorted(tuple(sorted(s)) for s in stones))
    if key in _memo:
        prev = _memo[key]
        return None if prev else []
    for s in stones:
        if len(s) != 2:
            raise ValueError("pair")
        if any(isinstance(v, bool) or not isinstance(v, int) for v in s):
            raise TypeError("int")
    pieces = [tuple(s) for s in stones]
    if not pieces:
        return []
    out = [pieces.pop(0)]
    while pieces:
        for i, (a, b) in enumerate(pieces):
            if out[-1][1] in (a, b):
                out.append((a, b) if a == out[-1][1] else (b, a))
                del pieces[i]
                break
        else:
            _memo[key] = None
            return None
    res = out if out[-1][1] == out[0][0] else None
    _memo[key] = res
    return res
