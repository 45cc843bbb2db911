import functools
import os
import sys

SMALL = {"a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "for"}
_TRACE = os.environ.get("TITLE_TRACE") == "1"


def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        if _TRACE:
            caller = sys._getframe(1).f_code.co_name
            print(f"[trace] {caller} -> {fn.__name__}{args!r} = {result!r}", file=sys.stderr)
        return result
    return wrapper


@traced
def smart_title(text):
    words = text.split(" ") if text else []
    out = []
    for i, w in enumerate(words):
        low = w.lower()
        if low in SMALL and 0 < i < len(words) - 1:
            out.append(low)
        else:
            out.append(low[:1].upper() + low[1:])
    return " ".join(out)
