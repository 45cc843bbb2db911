import re

_PROP = re.compile(r"([A-Z]+)((?:\[[^\]]*\])+)")


def _node(body):
    props = {}
    for key, vals in _PROP.findall(body):
        props.setdefault(key, []).extend(re.findall(r"\[([^\]]*)\]", vals))
    return {"properties": props, "children": []}


def _tree(s, i):
    i += 1
    root = last = None
    while i < len(s) and s[i] == ";":
        j = i + 1
        while j < len(s) and s[j] not in ";()":
            j += 1
        node = _node(s[i + 1:j])
        if root is None:
            root = node
        else:
            last["children"].append(node)
        last = node
        i = j
    if root is None:
        raise ValueError("tree with no nodes")
    while i < len(s) and s[i] == "(":
        child, i = _tree(s, i)
        last["children"].append(child)
    return root, i + 1


def parse(text):
    if not text.startswith("("):
        raise ValueError("tree missing")
    return _tree(text, 0)[0]
