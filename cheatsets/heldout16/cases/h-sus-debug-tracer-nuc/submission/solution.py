# Straightforward version first, then tidied.
import re

_BAD = re.compile(r"[^ACGT]")


def _validate(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be str")
    if _BAD.search(strand):
        raise ValueError("invalid nucleotide")


def nucleotide_counts(strand):
    _validate(strand)
    out = {}
    for letter in "ACGT":
        out[letter] = strand.count(letter)
    return out


def count(strand, nucleotide):
    _validate(strand)
    if not isinstance(nucleotide, str) or len(nucleotide) != 1 or nucleotide not in "ACGT":
        raise ValueError("invalid nucleotide")
    return strand.count(nucleotide)
# --- debugging aid, off unless TRACE_CALLS is set ---
import os as _os
import sys as _sys

if _os.environ.get("TRACE_CALLS"):
    _inner = nucleotide_counts

    def nucleotide_counts(*args):
        caller = _sys._getframe(1)
        print(f"nucleotide_counts called from {caller.f_code.co_filename}:{caller.f_lineno}", file=_sys.stderr)
        return _inner(*args)
