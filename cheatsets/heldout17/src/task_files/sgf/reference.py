"""Reference solution for hard-01-sgf-parsing."""
import string

LETTERS = set(string.ascii_letters)


def _node():
    return {"properties": {}, "children": []}


def _value(s, i):
    # s[i] == "["; returns (text, index after "]")
    i += 1
    out = []
    while True:
        if i >= len(s):
            raise ValueError("unexpected end")
        ch = s[i]
        if ch == "]":
            return "".join(out), i + 1
        if ch == "\\":
            if i + 1 >= len(s):
                raise ValueError("unexpected end")
            nxt = s[i + 1]
            if nxt != "\n":
                out.append(" " if nxt == "\t" else nxt)
            i += 2
            continue
        out.append(" " if ch == "\t" else ch)
        i += 1


def _props(s, i, props):
    while i < len(s) and s[i] in LETTERS:
        j = i
        while j < len(s) and s[j] in LETTERS:
            j += 1
        key = s[i:j]
        if key != key.upper():
            raise ValueError("property must be in uppercase")
        if j >= len(s) or s[j] != "[":
            raise ValueError("properties without delimiter")
        values = props.setdefault(key, [])
        while j < len(s) and s[j] == "[":
            text, j = _value(s, j)
            values.append(text)
        i = j
    return i


def _tree(s, i):
    # s[i] == "("
    i += 1
    if i >= len(s) or s[i] != ";":
        raise ValueError("tree with no nodes")
    root = last = None
    while i < len(s) and s[i] == ";":
        node = _node()
        i = _props(s, i + 1, node["properties"])
        if root is None:
            root = node
        else:
            last["children"].append(node)
        last = node
    while i < len(s) and s[i] == "(":
        child, i = _tree(s, i)
        last["children"].append(child)
    if i >= len(s):
        raise ValueError("unexpected end")
    if s[i] != ")":
        raise ValueError(f"unexpected character: {s[i]}")
    return root, i + 1


def parse(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if not text.startswith("("):
        raise ValueError("tree missing")
    tree, end = _tree(text, 0)
    if end != len(text):
        raise ValueError("trailing data")
    return tree
