"""Tree building.

build_tree(records) -> the tree described by `records`, a list or tuple of (record_id, parent_id)
pairs (each pair a tuple or list of two ints) in any order. The root has record_id 0 and parent_id 0.
A node is a dict {"id": record_id, "children": [child nodes sorted by id]}; no records give None.
The input is not modified.

Errors:
- records not a list/tuple, or an item that is not a pair of ints (bool counts as not int), checked for
  every item before anything else: TypeError("records must be a list of (record_id, parent_id) pairs")
- then, going through the records sorted by record_id (a stable sort), for the record at position i:
  - record_id != i: ValueError("Record id is invalid or out of order.")
  - record_id 0 with parent_id != 0: ValueError("Node parent_id should be smaller than it's record_id.")
  - record_id > 0 with parent_id == record_id: ValueError("Only root should have equal record and parent id.")
  - record_id > 0 with parent_id > record_id: ValueError("Node parent_id should be smaller than it's record_id.")
"""


def build_tree(records):
    raise NotImplementedError
