import re

_NUM = r"(?:0|[1-9][0-9]*)"
_ID = r"[0-9A-Za-z-]+"
_SEMVER = re.compile(rf"({_NUM})\.({_NUM})\.({_NUM})(?:-({_ID}(?:\.{_ID})*))?(?:\+({_ID}(?:\.{_ID})*))?")


def _key(v):
    m = _SEMVER.fullmatch(v)
    if not m:
        raise ValueError(f"not a semantic version: {v!r}")
    major, minor, patch, pre, _build = m.groups()
    core = (int(major), int(minor), int(patch))
    if pre is None:
        return core, (1,)
    ids = tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in pre.split("."))
    return core, (0, ids)


def compare(a, b):
    ka, kb = _key(a), _key(b)
    return (ka > kb) - (ka < kb)
