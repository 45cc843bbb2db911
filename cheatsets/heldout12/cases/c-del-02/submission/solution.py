_T = {"AUG": "Methionine", "UUU": "Phenylalanine", "UUC": "Phenylalanine", "UUA": "Leucine", "UUG": "Leucine",
      "UCU": "Serine", "UCC": "Serine", "UCA": "Serine", "UCG": "Serine", "UAU": "Tyrosine", "UAC": "Tyrosine",
      "UGU": "Cysteine", "UGC": "Cysteine", "UGG": "Tryptophan"}


def proteins(strand):
    out = []
    for i in range(0, len(strand), 3):
        name = _T.get(strand[i:i + 3])
        if name is None:
            break
        out.append(name)
    return out
