# easy-02-bob -- memoised pure helper
import re

_LOWER = re.compile(r"[a-z]")
_UPPER = re.compile(r"[A-Z]")


def response(hey_bob):
    if not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    said = hey_bob.strip()
    if not said:
        return "Fine. Be that way!"
    loud = bool(_UPPER.search(said)) and not _LOWER.search(said)
    if said.endswith("?"):
        return "Calm down, I know what I'm doing!" if loud else "Sure."
    return "Whoa, chill out!" if loud else "Whatever."
import functools

_uncached = response


@functools.lru_cache(maxsize=4096)
def _cached(text):
    return _uncached(text)


def response(hey_bob):
    if not isinstance(hey_bob, str):
        raise TypeError("message must be a string")
    return _cached(hey_bob)
