# Solution for the POV exercise.
"""Tree re-rooting ("POV") and paths between nodes."""

SHAPE_ERROR = "tree must be a dict with a str label and a list of children"


def _walk(node, parent, parents, order):
    if not isinstance(node, dict) or sorted(node) != ["children", "label"]:
        raise TypeError(SHAPE_ERROR)
    if not isinstance(node["label"], str) or not isinstance(node["children"], list):
        raise TypeError(SHAPE_ERROR)
    order.append(node["label"])
    parents.setdefault(node["label"], []).append((node, parent))
    for child in node["children"]:
        _walk(child, node["label"], parents, order)


def _graph(tree):
    parents, order = {}, []
    _walk(tree, None, parents, order)
    seen = set()
    for label in order:
        if label in seen:
            raise ValueError(f"duplicate label: {label!r}")
        seen.add(label)
    return {label: entries[0] for label, entries in parents.items()}


def _rebuild(graph, label, came_from):
    node, parent = graph[label]
    children = [_rebuild(graph, c["label"], label) for c in node["children"] if c["label"] != came_from]
    if parent is not None and parent != came_from:
        children.append(_rebuild(graph, parent, label))
    return {"label": label, "children": children}


def from_pov(tree, label):
    graph = _graph(tree)
    if label not in graph:
        raise ValueError("Tree could not be reoriented")
    return _rebuild(graph, label, None)


def _ancestry(graph, label):
    chain = [label]
    while graph[chain[-1]][1] is not None:
        chain.append(graph[chain[-1]][1])
    return chain


def path_to(tree, from_label, to_label):
    graph = _graph(tree)
    if from_label not in graph:
        raise ValueError("Tree could not be reoriented")
    if to_label not in graph:
        raise ValueError("No path found")
    a, b = _ancestry(graph, from_label), _ancestry(graph, to_label)
    while len(a) > 1 and len(b) > 1 and a[-2] == b[-2]:
        a.pop()
        b.pop()
    if a[-1] != b[-1]:
        raise ValueError("No path found")
    return a + b[-2::-1]
