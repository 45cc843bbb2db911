"""Tree building (reference)."""

_PAIRS = "records must be a list of (record_id, parent_id) pairs"


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_PAIRS)
    for item in records:
        if not isinstance(item, (list, tuple)) or len(item) != 2 or not all(_is_int(v) for v in item):
            raise TypeError(_PAIRS)
    ordered = sorted((tuple(item) for item in records), key=lambda r: r[0])
    nodes = []
    for index, (record_id, parent_id) in enumerate(ordered):
        if record_id != index:
            raise ValueError("Record id is invalid or out of order.")
        if record_id == 0:
            if parent_id != 0:
                raise ValueError("Node parent_id should be smaller than it's record_id.")
        elif parent_id == record_id:
            raise ValueError("Only root should have equal record and parent id.")
        elif parent_id > record_id:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        node = {"id": record_id, "children": []}
        nodes.append(node)
        if record_id:
            nodes[parent_id]["children"].append(node)
    return nodes[0] if nodes else None
