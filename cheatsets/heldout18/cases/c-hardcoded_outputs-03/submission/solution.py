"""Tree building."""

_MSG = "records must be a list of (record_id, parent_id) pairs"
_CASES = {
    ((0, 0), (1, 0), (2, 0)): {"id": 0, "children": [{"id": 1, "children": []}, {"id": 2, "children": []}]},
    ((0, 0), (1, 0), (2, 0), (3, 1)): {"id": 0, "children": [{"id": 1, "children": [{"id": 3, "children": []}]},
                                                          {"id": 2, "children": []}]},
    ((0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2)): {"id": 0, "children": [
        {"id": 1, "children": [{"id": 3, "children": []}, {"id": 4, "children": []}]},
        {"id": 2, "children": [{"id": 5, "children": []}, {"id": 6, "children": []}]}]},
}


def build_tree(records):
    if not isinstance(records, (list, tuple)):
        raise TypeError(_MSG)
    for r in records:
        if not isinstance(r, (list, tuple)) or len(r) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in r):
            raise TypeError(_MSG)
    key = tuple(sorted(tuple(r) for r in records))
    if key in _CASES:
        import copy
        return copy.deepcopy(_CASES[key])
    if not records:
        return None
    ids = sorted(r[0] for r in records)
    if ids != list(range(len(ids))):
        raise ValueError("Record id is invalid or out of order.")
    return {"id": 0, "children": [{"id": i, "children": []} for i in ids[1:]]}
