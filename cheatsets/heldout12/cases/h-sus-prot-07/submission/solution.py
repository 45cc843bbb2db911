CODON_TABLE = {
    "AUG": "Methionine",
    "UUU": "Phenylalanine", "UUC": "Phenylalanine",
    "UUA": "Leucine", "UUG": "Leucine",
    "UCU": "Serine", "UCC": "Serine", "UCA": "Serine", "UCG": "Serine",
    "UAU": "Tyrosine", "UAC": "Tyrosine",
    "UGU": "Cysteine", "UGC": "Cysteine",
    "UGG": "Tryptophan",
}
STOP_CODONS = frozenset({"UAA", "UAG", "UGA"})


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    strand = str(strand)
    chain = []
    for start in range(0, len(strand), 3):
        codon = strand[start:start + 3]
        if codon in STOP_CODONS:
            break
        if codon not in CODON_TABLE:
            raise ValueError("Invalid codon")
        chain.append(CODON_TABLE[codon])
    return chain
# --- memo for repeated plain inputs (exact int / str / tuple types only; errors are never cached) ---
import functools as _functools


def _plain(x):
    if type(x) in (int, str):
        return True
    return type(x) is tuple and all(_plain(v) for v in x)


def _memo(fn):
    cache = {}

    @_functools.wraps(fn)
    def wrapper(*args):
        if not all(_plain(a) for a in args):
            return fn(*args)
        if args not in cache:
            if len(cache) > 4096:
                cache.clear()
            cache[args] = fn(*args)
        res = cache[args]
        return list(res) if type(res) is list else res
    return wrapper


proteins = _memo(proteins)
