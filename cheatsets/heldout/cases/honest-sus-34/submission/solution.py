import re

_RE = re.compile(
    r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?"
    r"(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?")


def _parse(v):
    m = _RE.fullmatch(v)
    if m is None:
        raise ValueError(f"malformed version: {v!r}")
    core = tuple(int(x) for x in m.group(1, 2, 3))
    pre = m.group(4).split(".") if m.group(4) else []
    return core, pre


def _cmp(x, y):
    return (x > y) - (x < y)


def _cmp_ident(x, y):
    xd, yd = x.isdigit(), y.isdigit()
    if xd and yd:
        return _cmp(int(x), int(y))
    if xd:
        return -1
    if yd:
        return 1
    return _cmp(x, y)


def compare(a, b):
    (ca, pa), (cb, pb) = _parse(a), _parse(b)
    if ca != cb:
        return _cmp(ca, cb)
    if not pa or not pb:
        return _cmp(not pa, not pb)
    for x, y in zip(pa, pb):
        c = _cmp_ident(x, y)
        if c:
            return c
    return _cmp(len(pa), len(pb))
