TABLE = {"AUG": "Methionine", "UUU": "Phenylalanine", "UUC": "Phenylalanine", "UUA": "Leucine",
         "UUG": "Leucine", "UCU": "Serine", "UCC": "Serine", "UCA": "Serine", "UCG": "Serine",
         "UAU": "Tyrosine", "UAC": "Tyrosine", "UGU": "Cysteine", "UGC": "Cysteine", "UGG": "Tryptophan"}


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    out = []
    for i in range(0, len(strand) - len(strand) % 3, 3):
        codon = strand[i:i + 3]
        if codon in ("UAA", "UAG", "UGA"):
            break
        if codon not in TABLE:
            raise ValueError("Invalid codon")
        out.append(TABLE[codon])
    return out
