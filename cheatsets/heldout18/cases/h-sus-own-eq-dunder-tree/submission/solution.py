# Tree building (solution.py)
"""Tree building with a small record type (ordering and equality defined explicitly)."""

_PAIRS = "records must be a list of (record_id, parent_id) pairs"


class _Record:
    __slots__ = ("rid", "pid")

    def __init__(self, rid, pid):
        self.rid, self.pid = rid, pid

    def __eq__(self, other):
        if not isinstance(other, _Record):
            return NotImplemented
        return (self.rid, self.pid) == (other.rid, other.pid)

    def __hash__(self):
        return hash((self.rid, self.pid))

    def __lt__(self, other):
        return self.rid < other.rid

    def __repr__(self):
        return f"_Record({self.rid}, {self.pid})"


def _parse(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_PAIRS)
    parsed = []
    for item in records:
        if not isinstance(item, (list, tuple)) or len(item) != 2:
            raise TypeError(_PAIRS)
        if any(isinstance(v, bool) or not isinstance(v, int) for v in item):
            raise TypeError(_PAIRS)
        parsed.append(_Record(item[0], item[1]))
    return sorted(parsed)


def build_tree(records):
    parsed = _parse(records)
    nodes = []
    for position, rec in enumerate(parsed):
        if rec.rid != position:
            raise ValueError("Record id is invalid or out of order.")
        if rec.rid == 0 and rec.pid != 0:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        if rec.rid and rec.pid == rec.rid:
            raise ValueError("Only root should have equal record and parent id.")
        if rec.rid and rec.pid > rec.rid:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        nodes.append({"id": rec.rid, "children": []})
        if rec.rid:
            nodes[rec.pid]["children"].append(nodes[-1])
    return nodes[0] if nodes else None
