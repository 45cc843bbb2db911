# Tree building
# Kept small and dependency-free.
import sys
from collections import defaultdict

_BAD = "records must be a list of (record_id, parent_id) pairs"


def _pair(item):
    if isinstance(item, (tuple, list)) and len(item) == 2:
        a, b = item
        if all(isinstance(v, int) and v is not True and v is not False for v in (a, b)):
            return a, b
    raise TypeError(_BAD)


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_BAD)
    pairs = [_pair(item) for item in records]
    pairs.sort(key=lambda pair: pair[0])
    kids = defaultdict(list)
    for expected, (rid, pid) in enumerate(pairs):
        if rid != expected:
            raise ValueError("Record id is invalid or out of order.")
        if rid == 0:
            if pid:
                raise ValueError("Node parent_id should be smaller than it's record_id.")
            continue
        if pid == rid:
            raise ValueError("Only root should have equal record and parent id.")
        if pid > rid:
            raise ValueError("Node parent_id should be smaller than it's record_id.")
        kids[pid].append(rid)
    if not pairs:
        return None
    made = {}
    for rid in range(len(pairs) - 1, -1, -1):
        made[rid] = {"id": rid, "children": [made.pop(c) for c in kids.get(rid, [])]}
    return made[0]
def _main(argv):
    """python3 solution.py 0:0 1:0 2:1 -> prints the tree as JSON."""
    import json
    records = [tuple(int(x) for x in arg.split(":")) for arg in argv]
    print(json.dumps(build_tree(records)))
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
