"""Tree building from flat (record_id, parent_id) records."""


class _Node:
    __slots__ = ("ident", "kids")

    def __init__(self, ident):
        self.ident = ident
        self.kids = []


def _to_dict(root):
    out = {"id": root.ident, "children": []}
    stack = [(root, out)]
    while stack:
        node, d = stack.pop()
        for kid in node.kids:
            kd = {"id": kid.ident, "children": []}
            d["children"].append(kd)
            stack.append((kid, kd))
    return out


def build_tree(records):
    err = "records must be a list of (record_id, parent_id) pairs"
    if type(records) not in (list, tuple) and not isinstance(records, (list, tuple)):
        raise TypeError(err)
    for r in records:
        ok = isinstance(r, (list, tuple)) and len(r) == 2
        ok = ok and all(isinstance(v, int) and not isinstance(v, bool) for v in r)
        if not ok:
            raise TypeError(err)
    if len(records) == 0:
        return None
    table = [None] * len(records)
    for position, r in enumerate(sorted(records, key=lambda r: r[0])):
        rid, pid = r[0], r[1]
        if rid != position:
            raise ValueError("Record id is invalid or out of order.")
        table[rid] = (rid, pid)
        if rid == 0 and pid != 0:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        if rid and pid == rid:
            raise ValueError("Only root should have equal record and parent id.")
        if rid and pid > rid:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
    nodes = [_Node(i) for i in range(len(table))]
    for rid, pid in table[1:]:
        nodes[pid].kids.append(nodes[rid])
    return _to_dict(nodes[0])
