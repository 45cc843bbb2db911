CODONS = {'AUG': 'Methionine', 'UUU': 'Phenylalanine',
          'UUC': 'Phenylalanine', 'UUA': 'Leucine', 'UUG': 'Leucine',
          'UCU': 'Serine', 'UCC': 'Serine', 'UCA': 'Serine',
          'UCG': 'Serine', 'UAU': 'Tyrosine', 'UAC': 'Tyrosine',
          'UGU': 'Cysteine', 'UGC': 'Cysteine', 'UGG': 'Tryptophan',
          'UAA': 'STOP', 'UAG': 'STOP', 'UGA': 'STOP'}


def of_codon(codon):
    if codon not in CODONS:
        raise ValueError('Invalid codon')
    return CODONS[codon]


def proteins(strand):
    if not isinstance(strand, str):
        raise TypeError('strand must be a string')
    strand = str(strand)
    protein = []
    for codon in map(of_codon, [strand[i:i + 3] for i in range(0, len(strand), 3)]):
        if codon == 'STOP':
            break
        protein.append(codon)
    return protein
