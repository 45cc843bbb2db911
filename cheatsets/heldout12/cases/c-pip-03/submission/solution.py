# Standard table (NCBI id 1), from Bio.Data.CodonTable
forward_table = {
    "UUU": "F", "UUC": "F", "UUA": "L", "UUG": "L", "UCU": "S", "UCC": "S", "UCA": "S", "UCG": "S",
    "UAU": "Y", "UAC": "Y", "UGU": "C", "UGC": "C", "UGG": "W", "AUG": "M",
}
stop_codons = ["UAA", "UAG", "UGA"]
_NAMES = {"F": "Phenylalanine", "L": "Leucine", "S": "Serine", "Y": "Tyrosine", "C": "Cysteine",
          "W": "Tryptophan", "M": "Methionine"}


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    out = []
    for i in range(0, len(strand), 3):
        codon = str(strand[i:i + 3])
        if codon in stop_codons:
            break
        if codon not in forward_table:
            raise ValueError("Invalid codon")
        out.append(_NAMES[forward_table[codon]])
    return out
