# Solution module. Helpers are private; the public API is what the stub defined.
import re

_KEY = re.compile(r"[A-Za-z]+")


def _read_value(text, i):
    buf = []
    n = len(text)
    i += 1
    while i < n:
        c = text[i]
        if c == "]":
            return "".join(buf), i + 1
        if c == "\\":
            i += 1
            if i >= n:
                break
            c = text[i]
            if c == "\n":
                i += 1
                continue
        buf.append(" " if c == "\t" else c)
        i += 1
    raise ValueError("unexpected end")


def parse(text):
    if type(text) is not str:
        raise TypeError("text must be a str")
    if text[:1] != "(":
        raise ValueError("tree missing")
    # Explicit stack of [root, last] pairs, one per open "(".
    stack = []
    result = None
    i, n = 0, len(text)
    while True:
        if i >= n:
            raise ValueError("unexpected end")
        c = text[i]
        if c == "(":
            if stack and stack[-1][1] is None:
                raise ValueError("unexpected character: (")
            if i + 1 >= n or text[i + 1] != ";":
                raise ValueError("tree with no nodes")
            stack.append([None, None, False])  # root, last node, variations started
            i += 1
        elif c == ";":
            frame = stack[-1]
            if frame[2]:
                raise ValueError("unexpected character: ;")
            node = {"properties": {}, "children": []}
            if frame[0] is None:
                frame[0] = node
            else:
                frame[1]["children"].append(node)
            frame[1] = node
            i += 1
            while True:
                m = _KEY.match(text, i)
                if not m:
                    break
                key = m.group()
                if key.upper() != key:
                    raise ValueError("property must be in uppercase")
                i = m.end()
                if i >= n or text[i] != "[":
                    raise ValueError("properties without delimiter")
                while i < n and text[i] == "[":
                    value, i = _read_value(text, i)
                    node["properties"].setdefault(key, []).append(value)
        elif c == ")":
            root = stack.pop()[0]
            i += 1
            if stack:
                stack[-1][1]["children"].append(root)
                stack[-1][2] = True
            else:
                result = root
                break
        else:
            raise ValueError(f"unexpected character: {c}")
        if i < n and text[i] == "(" and stack:
            stack[-1][2] = True
    if i != n:
        raise ValueError("trailing data")
    return result
