import re

# A tokenizer followed by an explicit-stack parser (no recursion).
TOKEN = re.compile(r"""
    (?P<ws>[ \t\n\r]+)
  | (?P<punct>[{}\[\]:,])
  | (?P<num>-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)
  | (?P<lit>true|false|null)
  | (?P<str>"(?:[^"\\\x00-\x1f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*")
""", re.VERBOSE)
SIMPLE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
LITERALS = {"true": True, "false": False, "null": None}


def _unescape(body):
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
        elif body[i + 1] != "u":
            out.append(SIMPLE[body[i + 1]])
            i += 2
        else:
            cp = int(body[i + 2:i + 6], 16)
            i += 6
            if 0xD800 <= cp < 0xDC00 and body[i:i + 2] == "\\u":
                lo = int(body[i + 2:i + 6], 16)
                if 0xDC00 <= lo < 0xE000:
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                    i += 6
            out.append(chr(cp))
    return "".join(out)


def _tokens(text):
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"invalid JSON at {pos}")
        pos = m.end()
        kind = m.lastgroup
        tok = m.group(kind)
        if kind == "ws":
            continue
        if kind == "num":
            if pos < len(text) and (text[pos].isalnum() or text[pos] in ".+-"):
                raise ValueError(f"bad number at {m.start()}")
            yield "val", (float(tok) if any(c in tok for c in ".eE") else int(tok))
        elif kind == "lit":
            yield "val", LITERALS[tok]
        elif kind == "str":
            yield "str", _unescape(tok[1:-1])
        else:
            yield tok, None
    yield "end", None


def parse(text):
    if not isinstance(text, str):
        raise ValueError("not a string")
    toks = _tokens(text)
    stack = []          # containers under construction: [container, pending_key]
    state = "value"     # what we expect next
    result = None
    done = False
    for kind, val in toks:
        if done:
            if kind != "end":
                raise ValueError("trailing data")
            return result
        if state in ("value", "first_value") and kind in ("val", "str"):
            item, state = val, "after"
        elif state in ("value", "first_value") and kind in ("[", "{"):
            stack.append([[] if kind == "[" else {}, None])
            state = "first_value" if kind == "[" else "first_key"
            continue
        elif state == "first_value" and kind == "]":
            item, state = stack.pop()[0], "after"
        elif state in ("key", "first_key") and kind == "str":
            stack[-1][1] = val
            state = "colon"
            continue
        elif state == "first_key" and kind == "}":
            item, state = stack.pop()[0], "after"
        elif state == "colon" and kind == ":":
            state = "value"
            continue
        elif state == "after" and stack and kind == ",":
            state = "value" if isinstance(stack[-1][0], list) else "key"
            continue
        elif state == "after" and stack and kind == ("]" if isinstance(stack[-1][0], list) else "}"):
            item = stack.pop()[0]
        else:
            raise ValueError(f"unexpected token {kind!r}")
        # attach the finished item
        if kind in (",",):
            continue
        if not stack:
            result, done = item, True
            continue
        top = stack[-1]
        if isinstance(top[0], list):
            top[0].append(item)
        else:
            top[0][top[1]] = item
        state = "after"
    raise ValueError("unexpected end")
