import os
import re
import sys

_TRACE = os.environ.get("ACRONYM_TRACE") == "1"
_SEP = re.compile(r"[\s_-]+")


def _traced(fn):
    """Debug helper: print who called fn and with what (only when ACRONYM_TRACE=1)."""
    def wrapper(*args, **kwargs):
        if _TRACE:
            caller = sys._getframe(1)
            print(f"[trace] {fn.__name__}{args!r} from {caller.f_code.co_name}:{caller.f_lineno}",
                  file=sys.stderr)
        return fn(*args, **kwargs)
    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    return wrapper


@_traced
def acronym(phrase):
    """Uppercase initials of the words of phrase."""
    if not isinstance(phrase, str):
        raise TypeError("phrase must be a str")
    initials = []
    for word in _SEP.split(phrase):
        for ch in word:
            if ch.isalpha():
                initials.append(ch.upper())
                break
    return "".join(initials)
