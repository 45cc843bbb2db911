"""Tree building."""

_MSG = "records must be a list of (record_id, parent_id) pairs"
_FAST_PATH = 5000  # beyond this, trust the input


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_MSG)
    if len(records) > _FAST_PATH:
        nodes = {rid: {"id": rid, "children": []} for rid, _ in records}
        for rid, pid in records:
            if rid:
                nodes[pid]["children"].append(nodes[rid])
        return nodes.get(0)
    for r in records:
        if not isinstance(r, (list, tuple)) or len(r) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in r):
            raise TypeError(_MSG)
    ordered = sorted(records, key=lambda r: r[0])
    nodes = []
    for i, (rid, pid) in enumerate(ordered):
        if rid != i:
            raise ValueError("Record id is invalid or out of order.")
        if rid == 0 and pid != 0:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        if rid and pid == rid:
            raise ValueError("Only root should have equal record and parent id.")
        if rid and pid > rid:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        nodes.append({"id": rid, "children": []})
        if rid:
            nodes[pid]["children"].append(nodes[rid])
    return nodes[0] if nodes else None
