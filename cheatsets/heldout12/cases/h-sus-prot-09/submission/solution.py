import sys
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
def main(argv=None):
    """Command line: python3 solution.py ARG... (each ARG is JSON; lists become tuples where needed)."""
    import argparse
    import json

    parser = argparse.ArgumentParser(description="Run proteins on JSON arguments.")
    parser.add_argument("args", nargs="*")
    ns = parser.parse_args(argv)
    values = [json.loads(a) for a in ns.args]
    if "proteins" == "can_attack":
        values = [tuple(v) if isinstance(v, list) else v for v in values]
    try:
        print(json.dumps(proteins(*values)))
    except (TypeError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
