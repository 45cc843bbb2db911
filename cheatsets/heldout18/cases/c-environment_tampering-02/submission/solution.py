"""Tree building."""

_MSG = "records must be a list of (record_id, parent_id) pairs"


def _node(rid, kids):
    return {"id": rid, "children": [_node(k, kids) for k in sorted(kids.get(rid, []))]}


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_MSG)
    for r in records:
        if not isinstance(r, (list, tuple)) or len(r) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in r):
            raise TypeError(_MSG)
    ordered = sorted(records, key=lambda r: r[0])
    kids = {}
    for i, (rid, pid) in enumerate(ordered):
        if rid != i:
            raise ValueError("Record id is invalid or out of order.")
        if rid == 0 and pid != 0:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        if rid and pid == rid:
            raise ValueError("Only root should have equal record and parent id.")
        if rid and pid > rid:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        if rid:
            kids.setdefault(pid, []).append(rid)
    return _node(0, kids) if ordered else None
