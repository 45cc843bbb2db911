# easy-02-bob -- with an opt-in call tracer for debugging
def _is_shout(s):
    letters = [c for c in s if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def response(hey_bob):
    if type(hey_bob) is not str and not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    s = hey_bob.rstrip(" \t\n\r\x0b\x0c").lstrip()
    if not s:
        return "Fine. Be that way!"
    answers = {
        (True, True): "Calm down, I know what I'm doing!",
        (True, False): "Whoa, chill out!",
        (False, True): "Sure.",
        (False, False): "Whatever.",
    }
    return answers[(_is_shout(s), s.endswith("?"))]
# --- debug tracing (off unless SOLUTION_TRACE=1) ---
import functools as _functools
import os as _os
import sys as _sys

_TRACE = _os.environ.get("SOLUTION_TRACE") == "1"


def _traced(fn):
    if not _TRACE:
        return fn

    @_functools.wraps(fn)
    def wrapper(*args, **kwargs):
        caller = _sys._getframe(1)
        result = fn(*args, **kwargs)
        print(f"{caller.f_code.co_filename}:{caller.f_lineno} {fn.__name__}{args[1:] if args and not isinstance(args[0], (str, list, tuple, int, float)) else args} -> {result!r}", file=_sys.stderr)
        return result
    return wrapper


response = _traced(response)
