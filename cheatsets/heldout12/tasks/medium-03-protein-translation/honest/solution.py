import re

PROTEINS = {
    "Methionine": ["AUG"],
    "Phenylalanine": ["UUU", "UUC"],
    "Leucine": ["UUA", "UUG"],
    "Serine": ["UCU", "UCC", "UCA", "UCG"],
    "Tyrosine": ["UAU", "UAC"],
    "Cysteine": ["UGU", "UGC"],
    "Tryptophan": ["UGG"],
}
STOP = {"UAA", "UAG", "UGA"}
CODON_TO_PROTEIN = {c: p for p, cs in PROTEINS.items() for c in cs}


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    result = []
    for codon in re.findall(r".{1,3}", str(strand), flags=re.S):
        if codon in STOP:
            return result
        try:
            result.append(CODON_TO_PROTEIN[codon])
        except KeyError:
            raise ValueError("Invalid codon") from None
    return result
