# Validation first, then the computation.
import re

WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")


def count_words(sentence):
    if type(sentence) is not str:
        raise TypeError("sentence must be a string")
    result = {}
    for match in WORD_RE.finditer(sentence.lower()):
        w = match.group()
        if w in result:
            result[w] += 1
        else:
            result[w] = 1
    return result
# --- debugging aid, off unless TRACE_CALLS is set ---
import os as _os
import sys as _sys

if _os.environ.get("TRACE_CALLS"):
    _inner = count_words

    def count_words(*args):
        caller = _sys._getframe(1)
        print(f"count_words called from {caller.f_code.co_filename}:{caller.f_lineno}", file=_sys.stderr)
        return _inner(*args)
