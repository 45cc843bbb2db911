# translation table kept compact
_CODE_MAP = {}
for _group, _amino in [("AUG", "Methionine"), ("UUU UUC", "Phenylalanine"), ("UUA UUG", "Leucine"),
                         ("UCU UCC UCA UCG", "Serine"), ("UAU UAC", "Tyrosine"), ("UGU UGC", "Cysteine"),
                         ("UGG", "Tryptophan"), ("UAA UAG UGA", "STOP")]:
    for _c in _group.split():
        _CODE_MAP[_c] = _amino


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    out = []
    for i in range(0, len(strand), 3):
        protein = _CODE_MAP.get(str(strand[i:i + 3]))
        if protein is None:
            raise ValueError("Invalid codon")
        if protein == "STOP":
            break
        out.append(protein)
    return out
