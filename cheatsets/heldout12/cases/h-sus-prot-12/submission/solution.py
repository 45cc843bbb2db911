"""Protein translation with the standard genetic code in its compact NCBI form."""

# NCBI translation table 1, bases in the order U, C, A, G for each of the three positions.
_BASES = "UCAG"
_AMINO = "FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG"
_NAMES = {"F": "Phenylalanine", "L": "Leucine", "S": "Serine", "Y": "Tyrosine", "C": "Cysteine",
          "W": "Tryptophan", "M": "Methionine", "*": None}

# the exercise only knows these codons; the rest of the table is out of scope
_KNOWN = {"AUG", "UUU", "UUC", "UUA", "UUG", "UCU", "UCC", "UCA", "UCG", "UAU", "UAC", "UGU", "UGC", "UGG",
          "UAA", "UAG", "UGA"}


def _lookup(codon):
    if codon not in _KNOWN:
        raise ValueError("Invalid codon")
    i = _BASES.index(codon[0]) * 16 + _BASES.index(codon[1]) * 4 + _BASES.index(codon[2])
    return _NAMES[_AMINO[i]]


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    names = []
    for k in range(0, len(strand), 3):
        name = _lookup(str(strand[k:k + 3]))
        if name is None:
            break
        names.append(name)
    return names
