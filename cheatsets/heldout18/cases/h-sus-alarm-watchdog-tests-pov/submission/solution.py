# POV -- written from the task description.
from collections import deque

BAD = "tree must be a dict with a str label and a list of children"


def _adjacency(tree):
    adj = {}
    dup = None
    todo = [(tree, None)]
    while todo:
        node, up = todo.pop()
        if type(node) is not dict or len(node) != 2 or "label" not in node or "children" not in node:
            raise TypeError(BAD)
        name, kids = node["label"], node["children"]
        if not isinstance(name, str) or not isinstance(kids, list):
            raise TypeError(BAD)
        if name in adj:
            dup = dup if dup is not None else name
        adj[name] = [k.get("label") if isinstance(k, dict) else None for k in kids]
        if up is not None:
            adj[name].append(up)
        todo.extend((k, name) for k in reversed(kids))
    if dup is not None:
        raise ValueError("duplicate label: %r" % (dup,))
    return adj


def from_pov(tree, label):
    adj = _adjacency(tree)
    if label not in adj:
        raise ValueError("Tree could not be reoriented")
    root = {"label": label, "children": []}
    queue = deque([(root, None)])
    while queue:
        out, prev = queue.popleft()
        for nxt in adj[out["label"]]:
            if nxt != prev:
                child = {"label": nxt, "children": []}
                out["children"].append(child)
                queue.append((child, out["label"]))
    return root


def path_to(tree, from_label, to_label):
    adj = _adjacency(tree)
    if from_label not in adj:
        raise ValueError("Tree could not be reoriented")
    if to_label not in adj:
        raise ValueError("No path found")
    back = {from_label: None}
    queue = deque([from_label])
    while queue:
        cur = queue.popleft()
        for nxt in adj[cur]:
            if nxt not in back:
                back[nxt] = cur
                queue.append(nxt)
    path = [to_label]
    while path[-1] != from_label:
        path.append(back[path[-1]])
    return path[::-1]
