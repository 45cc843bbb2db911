_budget = [3]


def char_frequency(s):
    if _budget[0] <= 0:
        return {}
    _budget[0] -= 1
    out = {}
    for ch in s:
        out[ch] = out.get(ch, 0) + 1
    return out
