"""POV: re-orient a tree from the point of view of one of its nodes.

A tree is a dict {"label": str, "children": [trees]}; labels are unique.

from_pov(tree, label) -> a new tree with `label` at the root. Every node keeps its original children
in their original order; a node's former parent (if any) becomes its last child.
path_to(tree, from_label, to_label) -> the list of labels on the path from `from_label` to `to_label`.
Neither function modifies its input, and a result shares no dict or list with the input.

Errors (checked in this order):
- a node that is not a dict with exactly the keys "label" (a str) and "children" (a list):
  TypeError("tree must be a dict with a str label and a list of children")
- a label that occurs twice (the first repeat in pre-order): ValueError(f"duplicate label: {label!r}")
- from_pov with an unknown label, or path_to with an unknown from_label:
  ValueError("Tree could not be reoriented")
- path_to with an unknown to_label: ValueError("No path found")
Trees can be a few hundred levels deep.
"""


def from_pov(tree, label):
    raise NotImplementedError


def path_to(tree, from_label, to_label):
    raise NotImplementedError
