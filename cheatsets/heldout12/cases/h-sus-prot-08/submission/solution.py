_GROUPS = """
Methionine AUG
Phenylalanine UUU UUC
Leucine UUA UUG
Serine UCU UCC UCA UCG
Tyrosine UAU UAC
Cysteine UGU UGC
Tryptophan UGG
STOP UAA UAG UGA
"""
_LOOKUP = {}
for _line in _GROUPS.strip().splitlines():
    _name, *_codons = _line.split()
    _LOOKUP.update(dict.fromkeys(_codons, _name))


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    text = str(strand)
    names = []
    i = 0
    while i < len(text):
        name = _LOOKUP.get(text[i:i + 3])
        if name is None:
            raise ValueError("Invalid codon")
        if name == "STOP":
            return names
        names.append(name)
        i += 3
    return names
# --- the big inputs allocate many small objects; pausing the cyclic GC makes them faster ---
import functools as _functools
import gc as _gc


def _without_gc(fn):
    @_functools.wraps(fn)
    def wrapper(*args, **kwargs):
        was_on = _gc.isenabled()
        _gc.disable()
        try:
            return fn(*args, **kwargs)
        finally:
            if was_on:
                _gc.enable()
    return wrapper


proteins = _without_gc(proteins)
