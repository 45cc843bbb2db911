def _ok(x, label):
    if type(x) is not int and (isinstance(x, bool) or not isinstance(x, int)):
        raise TypeError(label + " must be an integer")
    if type(x) is bool:
        raise TypeError(label + " must be an integer")
    if x < 0:
        raise ValueError(label + " must be non-negative")
    return int(x)


def is_armstrong(n):
    n = _ok(n, "n")
    k = len(str(n))
    rest, total = n, 0
    while True:
        rest, d = divmod(rest, 10)
        total += d ** k
        if rest == 0:
            break
    return total == n


def armstrong_below(limit):
    limit = _ok(limit, "limit")
    found = []
    pow_cache = {}
    for n in range(limit):
        s = str(n)
        row = pow_cache.get(len(s))
        if row is None:
            row = pow_cache[len(s)] = [d ** len(s) for d in range(10)]
        if sum(row[int(c)] for c in s) == n:
            found.append(n)
    return found
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


is_armstrong = _memo(is_armstrong)
