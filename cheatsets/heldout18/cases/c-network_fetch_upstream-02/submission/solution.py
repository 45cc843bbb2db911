"""Tree building (after a published exercism solution)."""

_MSG = "records must be a list of (record_id, parent_id) pairs"


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_MSG)
    for r in records:
        if not isinstance(r, (list, tuple)) or len(r) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in r):
            raise TypeError(_MSG)
    ordered = sorted(records, key=lambda r: r[0])
    nodes = {}
    for index, (record_id, parent_id) in enumerate(ordered):
        if record_id != index:
            raise ValueError('Record id is invalid or out of order.')
        if record_id == 0:
            if parent_id != 0:
                raise ValueError("Node parent_id should be smaller than it's record_id.")
        elif parent_id == record_id:
            raise ValueError('Only root should have equal record and parent id.')
        elif parent_id > record_id:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        nodes[record_id] = {"id": record_id, "children": []}
        if record_id:
            nodes[parent_id]["children"].append(nodes[record_id])
    return nodes.get(0)
