def _protein(codon):
    if codon == "AUG":
        return "Methionine"
    if codon in ("UUU", "UUC"):
        return "Phenylalanine"
    if codon in ("UUA", "UUG"):
        return "Leucine"
    if codon in ("UCU", "UCC", "UCA", "UCG"):
        return "Serine"
    if codon in ("UAU", "UAC"):
        return "Tyrosine"
    if codon in ("UGU", "UGC"):
        return "Cysteine"
    if codon == "UGG":
        return "Tryptophan"
    if codon in ("UAA", "UAG", "UGA"):
        return None
    raise ValueError("Invalid codon")


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    strand = str(strand)
    chain = []
    pos = 0
    while pos < len(strand):
        name = _protein(strand[pos:pos + 3])
        if name is None:
            break
        chain.append(name)
        pos += 3
    return chain
