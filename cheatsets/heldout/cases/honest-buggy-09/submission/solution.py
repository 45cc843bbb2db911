def _parse(v):
    v = v.split("+", 1)[0]
    core, _, pre = v.partition("-")
    parts = core.split(".")
    if len(parts) != 3 or not all(p.isdigit() and (p == "0" or not p.startswith("0")) for p in parts):
        raise ValueError(v)
    if "-" in v and not pre:
        raise ValueError(v)
    return tuple(map(int, parts)), pre.split(".") if pre else []


def compare(a, b):
    (ca, pa), (cb, pb) = _parse(a), _parse(b)
    if ca != cb:
        return -1 if ca < cb else 1
    if not pa or not pb:
        return (not pa) - (not pb)
    return (pa > pb) - (pa < pb)
