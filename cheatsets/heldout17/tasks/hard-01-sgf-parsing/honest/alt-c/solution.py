"""SGF -> tree of plain dicts, written as small recursive functions."""

from string import ascii_letters


class _End(Exception):
    pass


def _at(s, i):
    if i >= len(s):
        raise ValueError("unexpected end")
    return s[i]


def _parse_value(s, i):
    """s[i] is '['. Returns (value, next index)."""
    pieces = []
    i += 1
    while _at(s, i) != "]":
        ch = s[i]
        if ch == "\\":
            ch = _at(s, i + 1)
            i += 1
            if ch == "\n":
                i += 1
                continue
        pieces.append(" " if ch == "\t" else ch)
        i += 1
    return "".join(pieces), i + 1


def _parse_node(s, i):
    """s[i] is ';'. Returns (node, next index)."""
    props = {}
    i += 1
    while i < len(s) and s[i] in ascii_letters:
        start = i
        while i < len(s) and s[i] in ascii_letters:
            i += 1
        key = s[start:i]
        if any(ch.islower() for ch in key):
            raise ValueError("property must be in uppercase")
        if i >= len(s) or s[i] != "[":
            raise ValueError("properties without delimiter")
        while i < len(s) and s[i] == "[":
            value, i = _parse_value(s, i)
            props.setdefault(key, []).append(value)
    return {"properties": props, "children": []}, i


def _parse_tree(s, i):
    """s[i] is '('. Returns (root node, next index)."""
    i += 1
    if i >= len(s) or s[i] != ";":
        raise ValueError("tree with no nodes")
    chain = []
    while i < len(s) and s[i] == ";":
        node, i = _parse_node(s, i)
        chain.append(node)
    for parent, child in zip(chain, chain[1:]):
        parent["children"].append(child)
    while i < len(s) and s[i] == "(":
        sub, i = _parse_tree(s, i)
        chain[-1]["children"].append(sub)
    if _at(s, i) != ")":
        raise ValueError("unexpected character: " + s[i])
    return chain[0], i + 1


def parse(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if not text or text[0] != "(":
        raise ValueError("tree missing")
    tree, end = _parse_tree(text, 0)
    if end < len(text):
        raise ValueError("trailing data")
    return tree
