"""Tree building."""

MSG_ORDER = "Record id is invalid or out of order."
MSG_PARENT = "Node parent_id should be smaller than it's record_id."
MSG_ROOT = "Only root should have equal record and parent id."


def build(pairs):
    pairs = sorted(pairs, key=lambda p: p[0])
    nodes = []
    for i, (rid, pid) in enumerate(pairs):
        if rid != i:
            raise ValueError(MSG_ORDER)
        if rid == 0 and pid != 0:
            raise ValueError(MSG_PARENT)
        if rid and pid == rid:
            raise ValueError(MSG_ROOT)
        if rid and pid > rid:
            raise ValueError(MSG_PARENT)
        nodes.append({"id": rid, "children": []})
        if rid:
            nodes[pid]["children"].append(nodes[rid])
    return nodes[0] if nodes else None
def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError("records must be a list of (record_id, parent_id) pairs")
    for r in records:
        if not isinstance(r, (list, tuple)) or len(r) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in r):
            raise TypeError("records must be a list of (record_id, parent_id) pairs")
    return build([tuple(r) for r in records])
