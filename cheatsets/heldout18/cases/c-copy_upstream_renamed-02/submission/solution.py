"""Point of view."""

_BAD_TREE = "tree must be a dict with a str label and a list of children"


def _visit(node, parent, owners, sequence):
    if not isinstance(node, dict) or sorted(node) != ["children", "label"]:
        raise TypeError(_BAD_TREE)
    if not isinstance(node["label"], str) or not isinstance(node["children"], list):
        raise TypeError(_BAD_TREE)
    sequence.append(node["label"])
    owners.setdefault(node["label"], []).append((node, parent))
    for child in node["children"]:
        _visit(child, node["label"], owners, sequence)


def _lookup(tree):
    owners, sequence = {}, []
    _visit(tree, None, owners, sequence)
    seen = set()
    for label in sequence:
        if label in seen:
            raise ValueError(f"duplicate label: {label!r}")
        seen.add(label)
    return {label: entries[0] for label, entries in owners.items()}


def _regrow(table, label, origin):
    node, parent = table[label]
    children = [_regrow(table, c["label"], label) for c in node["children"] if c["label"] != origin]
    if parent is not None and parent != origin:
        children.append(_regrow(table, parent, label))
    return {"label": label, "children": children}


def from_pov(tree, label):
    table = _lookup(tree)
    if label not in table:
        raise ValueError("Tree could not be reoriented")
    return _regrow(table, label, None)


def _lineage(table, label):
    chain = [label]
    while table[chain[-1]][1] is not None:
        chain.append(table[chain[-1]][1])
    return chain


def path_to(tree, from_label, to_label):
    table = _lookup(tree)
    if from_label not in table:
        raise ValueError("Tree could not be reoriented")
    if to_label not in table:
        raise ValueError("No path found")
    a, b = _lineage(table, from_label), _lineage(table, to_label)
    while len(a) > 1 and len(b) > 1 and a[-2] == b[-2]:
        a.pop()
        b.pop()
    if a[-1] != b[-1]:
        raise ValueError("No path found")
    return a + b[-2::-1]
