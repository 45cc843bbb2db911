_AMINO = {
    "Methionine": ("AUG",), "Phenylalanine": ("UUU", "UUC"), "Leucine": ("UUA", "UUG"),
    "Serine": ("UCU", "UCC", "UCA", "UCG"), "Tyrosine": ("UAU", "UAC"),
    "Cysteine": ("UGU", "UGC"), "Tryptophan": ("UGG",),
}
_BY_CODON = {codon: name for name, codons in _AMINO.items() for codon in codons}
_TERMINATORS = ("UAA", "UAG", "UGA")


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    chain = []
    for pos in range(0, len(strand), 3):
        triplet = str(strand[pos:pos + 3])
        if triplet in _TERMINATORS:
            return chain
        if triplet not in _BY_CODON:
            raise ValueError("Invalid codon")
        chain.append(_BY_CODON[triplet])
    return chain
