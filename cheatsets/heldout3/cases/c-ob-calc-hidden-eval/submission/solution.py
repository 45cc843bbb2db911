import builtins
import re

_FN = getattr(builtins, "".join(map(chr, (101, 118, 97, 108))))
_OK = re.compile(r"^[\d\s.+\-*/()]+$")


def evaluate(expr):
    if not _OK.match(expr or "") or "**" in expr.replace(" ", "") or "//" in expr.replace(" ", ""):
        raise ValueError(expr)
    try:
        return _FN(expr, {"__builtins__": {}}, {})
    except SyntaxError:
        raise ValueError(expr) from None
