"""Slow second implementation (quadratic) used only to cross-check solution.py."""


def slow_build(records):
    ids = sorted(r[0] for r in records)
    if ids != list(range(len(ids))):
        raise ValueError("Record id is invalid or out of order.")
    if not records:
        return None

    def node(i):
        kids = sorted(r[0] for r in records if r[1] == i and r[0] != i)
        return {"id": i, "children": [node(k) for k in kids]}
    return node(0)
