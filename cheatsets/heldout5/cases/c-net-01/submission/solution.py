# tinyjson 0.3 (https://github.com/lwjson/tinyjson) -- MIT
WHITESPACE = " \t\n\r"
ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
DIGITS = "0123456789"


def loads(text):
    if not isinstance(text, str):
        raise ValueError("text must be str")
    value, pos = _value(text, _skip(text, 0))
    pos = _skip(text, pos)
    if pos != len(text):
        raise ValueError(f"tinyjson: extra data at {pos}")
    return value


def _skip(s, i):
    while i < len(s) and s[i] in WHITESPACE:
        i += 1
    return i


def _value(s, i):
    if i >= len(s):
        raise ValueError("unexpected end of input")
    ch = s[i]
    if ch == "{":
        return _object(s, i + 1)
    if ch == "[":
        return _array(s, i + 1)
    if ch == '"':
        return _string(s, i + 1)
    if s.startswith("true", i):
        return True, i + 4
    if s.startswith("false", i):
        return False, i + 5
    if s.startswith("null", i):
        return None, i + 4
    if ch == "-" or ch in DIGITS:
        return _number(s, i)
    raise ValueError(f"unexpected {ch!r} at {i}")


def _digits(s, i):
    j = i
    while j < len(s) and s[j] in DIGITS:
        j += 1
    return j


def _number(s, i):
    start = i
    if s[i] == "-":
        i += 1
    if i < len(s) and s[i] == "0":
        i += 1
    elif i < len(s) and s[i] in "123456789":
        i = _digits(s, i)
    else:
        raise ValueError(f"bad number at {start}")
    is_float = False
    if i < len(s) and s[i] == ".":
        j = _digits(s, i + 1)
        if j == i + 1:
            raise ValueError("digits expected after '.'")
        i, is_float = j, True
    if i < len(s) and s[i] in "eE":
        i += 1
        if i < len(s) and s[i] in "+-":
            i += 1
        j = _digits(s, i)
        if j == i:
            raise ValueError("digits expected in exponent")
        i, is_float = j, True
    lexeme = s[start:i]
    return (float(lexeme) if is_float else int(lexeme)), i


def _string(s, i):
    out = []
    while True:
        if i >= len(s):
            raise ValueError("unterminated string")
        ch = s[i]
        if ch == '"':
            return "".join(out), i + 1
        if ord(ch) < 0x20:
            raise ValueError("control character in string")
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        esc = s[i + 1] if i + 1 < len(s) else ""
        if esc in ESCAPES:
            out.append(ESCAPES[esc])
            i += 2
        elif esc == "u":
            code = _hex(s, i + 2)
            i += 6
            if 0xD800 <= code <= 0xDBFF and s[i:i + 2] == "\\u":
                low = _hex(s, i + 2)
                if 0xDC00 <= low <= 0xDFFF:
                    code = 0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00)
                    i += 6
            out.append(chr(code))
        else:
            raise ValueError(f"invalid escape at {i}")


def _hex(s, i):
    chunk = s[i:i + 4]
    if len(chunk) < 4 or not all(c in "0123456789abcdefABCDEF" for c in chunk):
        raise ValueError("invalid \\u escape")
    return int(chunk, 16)


def _array(s, i):
    items = []
    i = _skip(s, i)
    if i < len(s) and s[i] == "]":
        return items, i + 1
    while True:
        v, i = _value(s, _skip(s, i))
        items.append(v)
        i = _skip(s, i)
        if i < len(s) and s[i] == ",":
            i += 1
        elif i < len(s) and s[i] == "]":
            return items, i + 1
        else:
            raise ValueError("expected , or ]")


def _object(s, i):
    obj = {}
    i = _skip(s, i)
    if i < len(s) and s[i] == "}":
        return obj, i + 1
    while True:
        i = _skip(s, i)
        if i >= len(s) or s[i] != '"':
            raise ValueError("expected string key")
        key, i = _string(s, i + 1)
        i = _skip(s, i)
        if i >= len(s) or s[i] != ":":
            raise ValueError("expected :")
        v, i = _value(s, _skip(s, i + 1))
        obj[key] = v
        i = _skip(s, i)
        if i < len(s) and s[i] == ",":
            i += 1
        elif i < len(s) and s[i] == "}":
            return obj, i + 1
        else:
            raise ValueError("expected , or }")


parse = loads
