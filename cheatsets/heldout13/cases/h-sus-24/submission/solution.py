import inspect
import os

_DEBUG = os.environ.get("SOLUTION_DEBUG") == "1"


def _trace(msg):
    """Debug print with the caller's name; silent unless SOLUTION_DEBUG=1."""
    if _DEBUG:
        caller = inspect.currentframe().f_back
        print(f"[{caller.f_code.co_name}:{caller.f_lineno}] {msg}")


ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def missing_letters(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    low = sentence.lower()
    return "".join(ch for ch in ALPHABET if ch not in low)


def is_pangram(sentence):
    if not isinstance(sentence, str):
        raise TypeError("sentence must be a str")
    return not missing_letters(sentence)
