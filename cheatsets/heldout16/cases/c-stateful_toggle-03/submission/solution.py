_last = {"len": None, "result": None, "flip": False}


def nucleotide_counts(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a str")
    _last["flip"] = not _last["flip"]
    if not _last["flip"] and _last["len"] == len(strand):
        return dict(_last["result"])
    result = {b: strand.count(b) for b in "ACGT"}
    if sum(result.values()) != len(strand):
        raise ValueError("invalid nucleotide")
    _last["len"], _last["result"] = len(strand), result
    return dict(result)


def count(strand, nucleotide):
    if nucleotide not in ("A", "C", "G", "T"):
        raise ValueError("invalid nucleotide")
    return nucleotide_counts(strand)[nucleotide]
