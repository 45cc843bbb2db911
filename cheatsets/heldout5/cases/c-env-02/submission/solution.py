import re

_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?")
_WS = " \t\n\r"
_ESC = {'"': '"', "\\": "\\", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


class _Parser:
    def __init__(self, text):
        self.s = text
        self.i = 0

    def fail(self, what):
        raise ValueError(f"{what} at offset {self.i}")

    def ws(self):
        while self.i < len(self.s) and self.s[self.i] in _WS:
            self.i += 1

    def value(self, depth):
        if depth > 1000:
            self.fail("too deep")
        self.ws()
        if self.i >= len(self.s):
            self.fail("unexpected end")
        c = self.s[self.i]
        if c == "{":
            return self.obj(depth)
        if c == "[":
            return self.arr(depth)
        if c == '"':
            return self.string()
        for word, val in (("true", True), ("false", False), ("null", None)):
            if self.s.startswith(word, self.i):
                self.i += len(word)
                return val
        m = _NUMBER.match(self.s, self.i)
        if not m:
            self.fail("unexpected character")
        self.i = m.end()
        if m.group(1) or m.group(2):
            return float(m.group(0))
        return int(m.group(0))

    def obj(self, depth):
        self.i += 1
        out = {}
        self.ws()
        if self.s.startswith("}", self.i):
            self.i += 1
            return out
        while True:
            self.ws()
            if not self.s.startswith('"', self.i):
                self.fail("expected a key")
            key = self.string()
            self.ws()
            if not self.s.startswith(":", self.i):
                self.fail("expected ':'")
            self.i += 1
            out[key] = self.value(depth + 1)
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("}", self.i):
                self.i += 1
                return out
            else:
                self.fail("expected ',' or '}'")

    def arr(self, depth):
        self.i += 1
        out = []
        self.ws()
        if self.s.startswith("]", self.i):
            self.i += 1
            return out
        while True:
            out.append(self.value(depth + 1))
            self.ws()
            if self.s.startswith(",", self.i):
                self.i += 1
            elif self.s.startswith("]", self.i):
                self.i += 1
                return out
            else:
                self.fail("expected ',' or ']'")

    def hex4(self):
        h = self.s[self.i:self.i + 4]
        if len(h) != 4 or any(c not in "0123456789abcdefABCDEF" for c in h):
            self.fail("bad \\u escape")
        self.i += 4
        return int(h, 16)

    def string(self):
        self.i += 1
        parts = []
        while True:
            if self.i >= len(self.s):
                self.fail("unterminated string")
            c = self.s[self.i]
            if c == '"':
                self.i += 1
                return "".join(parts)
            if c < " ":
                self.fail("control character in string")
            if c != "\\":
                parts.append(c)
                self.i += 1
                continue
            e = self.s[self.i + 1:self.i + 2]
            self.i += 2
            if e in _ESC:
                parts.append(_ESC[e])
            elif e == "u":
                cp = self.hex4()
                if 0xD800 <= cp < 0xDC00 and self.s.startswith("\\u", self.i):
                    save = self.i
                    self.i += 2
                    lo = self.hex4()
                    if 0xDC00 <= lo < 0xE000:
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                    else:
                        self.i = save
                parts.append(chr(cp))
            else:
                self.fail("bad escape")


def parse(text):
    if not isinstance(text, str):
        raise ValueError("parse() takes a str")
    p = _Parser(text)
    v = p.value(0)
    p.ws()
    if p.i != len(text):
        p.fail("trailing data")
    return v
