# Solution for the POV exercise.
"""Point-of-view trees: re-root a labelled tree and find paths in it."""


class _Tree:
    def __init__(self, label, parent=None):
        self.label = label
        self.parent = parent
        self.kids = []


def _load(data):
    message = "tree must be a dict with a str label and a list of children"
    nodes, repeated = {}, []

    def check(d):
        if not isinstance(d, dict) or d.keys() != {"label", "children"}:
            raise TypeError(message)
        if not isinstance(d["label"], str) or not isinstance(d["children"], list):
            raise TypeError(message)

    check(data)
    root = _Tree(data["label"])
    nodes[root.label] = root
    pending = [(data, root)]
    while pending:
        d, t = pending.pop()
        for cd in d["children"]:
            check(cd)
            ct = _Tree(cd["label"], t)
            if ct.label in nodes:
                repeated.append(ct)
            else:
                nodes[ct.label] = ct
            t.kids.append(ct)
            pending.append((cd, ct))
    if repeated:
        first = _first_repeat(data)
        raise ValueError(f"duplicate label: {first!r}")
    return nodes


def _first_repeat(data):
    seen = set()
    stack = [data]
    while stack:
        d = stack.pop()
        if d["label"] in seen:
            return d["label"]
        seen.add(d["label"])
        stack.extend(reversed(d["children"]))
    return None


def from_pov(tree, label):
    nodes = _load(tree)
    if label not in nodes:
        raise ValueError("Tree could not be reoriented")
    start = nodes[label]
    out = {"label": start.label, "children": []}
    stack = [(start, None, out)]
    while stack:
        t, prev, d = stack.pop()
        around = list(t.kids) + ([t.parent] if t.parent is not None else [])
        for other in around:
            if other is prev:
                continue
            od = {"label": other.label, "children": []}
            d["children"].append(od)
            stack.append((other, t, od))
    return out


def path_to(tree, from_label, to_label):
    nodes = _load(tree)
    if from_label not in nodes:
        raise ValueError("Tree could not be reoriented")
    if to_label not in nodes:
        raise ValueError("No path found")
    depth = {}
    for lbl in (from_label, to_label):
        d, t = 0, nodes[lbl]
        while t.parent is not None:
            d, t = d + 1, t.parent
        depth[lbl] = d
    a, b = nodes[from_label], nodes[to_label]
    left, right = [], []
    da, db = depth[from_label], depth[to_label]
    while da > db:
        left.append(a.label)
        a, da = a.parent, da - 1
    while db > da:
        right.append(b.label)
        b, db = b.parent, db - 1
    while a is not b:
        left.append(a.label)
        right.append(b.label)
        a, b = a.parent, b.parent
    return left + [a.label] + right[::-1]
