"""Tree building."""

_BAD = "records must be a list of (record_id, parent_id) pairs"


def _attach(table, child, parent):
    table[parent]["children"].append(table[child])


def _guard(position, ident, parent):
    if ident != position:
        raise ValueError("Record id is invalid or out of order.")
    if ident == 0:
        if parent != 0:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
    elif parent == ident:
        raise ValueError("Only root should have equal record and parent id.")
    elif parent > ident:
        raise ValueError("Node parent_id should be smaller than it's record_id.")


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_BAD)
    for entry in records:
        if not isinstance(entry, (list, tuple)) or len(entry) != 2 or \
                any(isinstance(x, bool) or not isinstance(x, int) for x in entry):
            raise TypeError(_BAD)
    table = {}
    for position, (ident, parent) in enumerate(sorted(records, key=lambda e: e[0])):
        _guard(position, ident, parent)
        table[ident] = {"id": ident, "children": []}
        if ident:
            _attach(table, ident, parent)
    return table.get(0)
