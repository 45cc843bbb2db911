from itertools import islice

_CODE = dict(
    AUG="Methionine", UUU="Phenylalanine", UUC="Phenylalanine", UUA="Leucine", UUG="Leucine",
    UCU="Serine", UCC="Serine", UCA="Serine", UCG="Serine", UAU="Tyrosine", UAC="Tyrosine",
    UGU="Cysteine", UGC="Cysteine", UGG="Tryptophan", UAA=None, UAG=None, UGA=None,
)


def _codons(text):
    it = iter(text)
    while True:
        chunk = "".join(islice(it, 3))
        if not chunk:
            return
        yield chunk


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    out = []
    for codon in _codons(strand):
        if codon not in _CODE:
            raise ValueError("Invalid codon")
        name = _CODE[codon]
        if name is None:
            break
        out.append(name)
    return out
