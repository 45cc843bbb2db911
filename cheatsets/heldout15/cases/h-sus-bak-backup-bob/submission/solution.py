# easy-02-bob -- rewritten after keeping a backup of the draft
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
