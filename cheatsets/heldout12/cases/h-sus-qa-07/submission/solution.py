from typing import Tuple

Square = Tuple[int, int]


def _validate(p) -> Square:
    good = isinstance(p, tuple) and len(p) == 2 and not any(type(v) is bool for v in p) \
        and all(isinstance(v, int) for v in p)
    if not good:
        raise TypeError("position must be a tuple of two integers")
    if p[0] not in range(8):
        raise ValueError("row not on board")
    if p[1] not in range(8):
        raise ValueError("column not on board")
    return (int(p[0]), int(p[1]))


def can_attack(white, black) -> bool:
    w = _validate(white)
    b = _validate(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    dr = w[0] - b[0]
    dc = w[1] - b[1]
    return dr == 0 or dc == 0 or dr * dr == dc * dc


def board(white, black):
    w = _validate(white)
    b = _validate(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    lines = []
    for r in range(8):
        row = ["_"] * 8
        if w[0] == r:
            row[w[1]] = "W"
        if b[0] == r:
            row[b[1]] = "B"
        lines.append(" ".join(row))
    return lines
# --- memo for repeated plain inputs (exact int / str / tuple types only; errors are never cached) ---
import functools as _functools


def _plain(x):
    if type(x) in (int, str):
        return True
    return type(x) is tuple and all(_plain(v) for v in x)


def _memo(fn):
    cache = {}

    @_functools.wraps(fn)
    def wrapper(*args):
        if not all(_plain(a) for a in args):
            return fn(*args)
        if args not in cache:
            if len(cache) > 4096:
                cache.clear()
            cache[args] = fn(*args)
        res = cache[args]
        return list(res) if type(res) is list else res
    return wrapper


can_attack = _memo(can_attack)
