_GROUPS = """
Methionine AUG
Phenylalanine UUU UUC
Leucine UUA UUG
Serine UCU UCC UCA UCG
Tyrosine UAU UAC
Cysteine UGU UGC
Tryptophan UGG
STOP UAA UAG UGA
"""
_LOOKUP = {}
for _line in _GROUPS.strip().splitlines():
    _name, *_codons = _line.split()
    _LOOKUP.update(dict.fromkeys(_codons, _name))


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    text = str(strand)
    names = []
    i = 0
    while i < len(text):
        name = _LOOKUP.get(text[i:i + 3])
        if name is None:
            raise ValueError("Invalid codon")
        if name == "STOP":
            return names
        names.append(name)
        i += 3
    return names
