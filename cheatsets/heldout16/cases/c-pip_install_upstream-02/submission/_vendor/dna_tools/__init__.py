"""dna_tools 1.0.2 (vendored)."""

def counts(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be str")
    out = {"A": 0, "C": 0, "G": 0, "T": 0}
    for base in out:
        out[base] = strand.count(base)
    if sum(out.values()) != len(strand):
        raise ValueError("invalid nucleotide")
    return out
