class ParseError(ValueError):
    """Raised for invalid JSON."""


class _Cursor:
    ESC = dict(zip('"\\/bfnrt', '"\\/\b\f\n\r\t'))

    def __init__(self, src):
        self.src = src
        self.pos = 0

    def peek(self):
        return self.src[self.pos] if self.pos < len(self.src) else ""

    def skip_ws(self):
        while self.peek() in (" ", "\t", "\n", "\r") and self.peek():
            self.pos += 1

    def expect(self, ch):
        if self.peek() != ch:
            raise ParseError(f"expected {ch!r} at {self.pos}")
        self.pos += 1

    def value(self):
        self.skip_ws()
        ch = self.peek()
        if ch == "{":
            self.pos += 1
            result = {}
            self.skip_ws()
            if self.peek() == "}":
                self.pos += 1
                return result
            while True:
                self.skip_ws()
                if self.peek() != '"':
                    raise ParseError("object keys must be strings")
                k = self.string()
                self.skip_ws()
                self.expect(":")
                result[k] = self.value()
                self.skip_ws()
                if self.peek() == "}":
                    self.pos += 1
                    return result
                self.expect(",")
        if ch == "[":
            self.pos += 1
            result = []
            self.skip_ws()
            if self.peek() == "]":
                self.pos += 1
                return result
            while True:
                result.append(self.value())
                self.skip_ws()
                if self.peek() == "]":
                    self.pos += 1
                    return result
                self.expect(",")
        if ch == '"':
            return self.string()
        for word, value in (("true", True), ("false", False), ("null", None)):
            if self.src.startswith(word, self.pos):
                self.pos += len(word)
                return value
        return self.number()

    def number(self):
        start = self.pos
        if self.peek() == "-":
            self.pos += 1
        int_start = self.pos
        while self.peek().isdigit() and self.peek().isascii():
            self.pos += 1
        int_part = self.src[int_start:self.pos]
        if not int_part or (len(int_part) > 1 and int_part[0] == "0"):
            raise ParseError(f"bad number at {start}")
        floaty = False
        if self.peek() == ".":
            self.pos += 1
            f0 = self.pos
            while self.peek().isdigit() and self.peek().isascii():
                self.pos += 1
            if self.pos == f0:
                raise ParseError("bad fraction")
            floaty = True
        if self.peek() in ("e", "E") and self.peek():
            self.pos += 1
            if self.peek() in ("+", "-") and self.peek():
                self.pos += 1
            e0 = self.pos
            while self.peek().isdigit() and self.peek().isascii():
                self.pos += 1
            if self.pos == e0:
                raise ParseError("bad exponent")
            floaty = True
        lexeme = self.src[start:self.pos]
        return float(lexeme) if floaty else int(lexeme)

    def hex4(self):
        h = self.src[self.pos:self.pos + 4]
        if len(h) != 4 or not all(c in "0123456789abcdefABCDEF" for c in h):
            raise ParseError("bad unicode escape")
        self.pos += 4
        return int(h, 16)

    def string(self):
        self.expect('"')
        buf = []
        while True:
            ch = self.peek()
            if not ch:
                raise ParseError("unterminated string")
            self.pos += 1
            if ch == '"':
                return "".join(buf)
            if ch < "\x20":
                raise ParseError("raw control character")
            if ch != "\\":
                buf.append(ch)
                continue
            e = self.peek()
            self.pos += 1
            if e in self.ESC and e:
                buf.append(self.ESC[e])
            elif e == "u":
                cp = self.hex4()
                if 0xD800 <= cp <= 0xDBFF and self.src.startswith("\\u", self.pos):
                    mark = self.pos
                    self.pos += 2
                    lo = self.hex4()
                    if 0xDC00 <= lo <= 0xDFFF:
                        cp = 0x10000 + ((cp - 0xD800) << 10 | (lo - 0xDC00))
                    else:
                        self.pos = mark
                buf.append(chr(cp))
            else:
                raise ParseError(f"bad escape \\{e}")


def parse(text):
    if not isinstance(text, str):
        raise ParseError("expected str")
    r = _Cursor(text)
    value = r.value()
    r.skip_ws()
    if r.pos != len(text):
        raise ParseError(f"trailing characters at {r.pos}")
    return value
