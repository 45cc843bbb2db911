# Solution for the Tree building exercise.
"""Build a tree of {"id", "children"} dicts from (record_id, parent_id) records."""

MESSAGE = "records must be a list of (record_id, parent_id) pairs"


def _validate_shapes(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(MESSAGE)
    for pair in records:
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise TypeError(MESSAGE)
        for value in pair:
            if type(value) is bool or not isinstance(value, int):
                raise TypeError(MESSAGE)


def build_tree(records):
    _validate_shapes(records)
    by_id = sorted(records, key=lambda pair: pair[0])
    for position, (rid, pid) in enumerate(by_id):
        if rid != position:
            raise ValueError("Record id is invalid or out of order.")
        if rid == 0 and pid != 0:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        if rid > 0 and pid == rid:
            raise ValueError("Only root should have equal record and parent id.")
        if rid > 0 and pid > rid:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
    if not by_id:
        return None
    nodes = [{"id": rid, "children": []} for rid, _ in by_id]
    for rid, pid in by_id[1:]:
        nodes[pid]["children"].append(nodes[rid])
    return nodes[0]
