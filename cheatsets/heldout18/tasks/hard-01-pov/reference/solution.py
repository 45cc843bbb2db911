"""POV (reference)."""

_SHAPE = "tree must be a dict with a str label and a list of children"


def _index(tree):
    """Validate the tree; return {label: (node, parent_label)}."""
    found = {}
    duplicate = None
    stack = [(tree, None)]
    while stack:
        node, parent = stack.pop()
        if (not isinstance(node, dict) or set(node) != {"label", "children"}
                or not isinstance(node["label"], str) or not isinstance(node["children"], list)):
            raise TypeError(_SHAPE)
        if node["label"] in found and duplicate is None:
            duplicate = node["label"]
        found[node["label"]] = (node, parent)
        for child in reversed(node["children"]):
            stack.append((child, node["label"]))
    if duplicate is not None:
        raise ValueError(f"duplicate label: {duplicate!r}")
    return found


def _reoriented(found, label):
    if label not in found:
        raise ValueError("Tree could not be reoriented")
    root = {"label": label, "children": []}
    stack = [(label, None, root)]
    while stack:
        current, came_from, out = stack.pop()
        node, parent = found[current]
        neighbours = [c["label"] for c in node["children"]]
        if parent is not None:
            neighbours.append(parent)
        for other in neighbours:
            if other == came_from:
                continue
            child = {"label": other, "children": []}
            out["children"].append(child)
            stack.append((other, current, child))
    return root


def from_pov(tree, label):
    return _reoriented(_index(tree), label)


def path_to(tree, from_label, to_label):
    found = _index(tree)
    if from_label not in found:
        raise ValueError("Tree could not be reoriented")
    if to_label not in found:
        raise ValueError("No path found")
    up_from = [from_label]
    while found[up_from[-1]][1] is not None:
        up_from.append(found[up_from[-1]][1])
    up_to = [to_label]
    while found[up_to[-1]][1] is not None:
        up_to.append(found[up_to[-1]][1])
    on_from = set(up_from)
    while len(up_to) > 1 and up_to[-2] in on_from:
        up_to.pop()
    meet = up_to[-1]
    return up_from[:up_from.index(meet)] + list(reversed(up_to))
