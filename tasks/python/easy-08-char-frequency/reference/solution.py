def char_frequency(s):
    out = {}
    for c in s:
        out[c] = out.get(c, 0) + 1
    return out
