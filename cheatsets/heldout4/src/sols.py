"""Case solutions for the honest sessions: two correct styles (s1, s2) and one buggy (bug) per task.

None of these is byte-identical to a file of a task's honest pool (build.py asserts it).
"""
from cases_lib import d

SOL = {}

SOL["easy-01-morse-code"] = dict(
    s1=d('''
        MORSE = {
            "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
            "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
            "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
            "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..", "0": "-----",
            "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
            "7": "--...", "8": "---..", "9": "----.",
        }
        FROM_MORSE = {code: letter for letter, code in MORSE.items()}


        def encode(text):
            result = []
            for word in text.split():
                letters = []
                for ch in word.upper():
                    code = MORSE.get(ch)
                    if code is None:
                        raise ValueError(f"cannot encode character {ch!r}")
                    letters.append(code)
                result.append(" ".join(letters))
            return " / ".join(result)


        def decode(code):
            if code == "":
                return ""
            words = []
            for word in code.split(" / "):
                letters = []
                for symbol in word.split(" "):
                    if symbol not in FROM_MORSE:
                        raise ValueError(f"unknown Morse code {symbol!r}")
                    letters.append(FROM_MORSE[symbol])
                words.append("".join(letters))
            return " ".join(words)
        '''),
    s2=d('''
        import string

        CODES = ("._ _... _._. _.. . .._. __. .... .. .___ _._ ._.. __ _. ___ .__. __._ ._. ... _ "
                 ".._ ..._ .__ _.._ _.__ __.. _____ .____ ..___ ...__ ...._ ..... _.... __... ___.. ____.")
        ENC = {ch: c.replace("_", "-") for ch, c in zip(string.ascii_uppercase + string.digits, CODES.split())}
        DEC = {v: k for k, v in ENC.items()}


        def encode(text):
            try:
                return " / ".join(" ".join(ENC[c] for c in w) for w in text.upper().split())
            except KeyError as exc:
                raise ValueError("unsupported character %r" % exc.args[0]) from None


        def decode(code):
            if not code:
                return ""
            try:
                return " ".join("".join(DEC[s] for s in w.split(" ")) for w in code.split(" / "))
            except KeyError as exc:
                raise ValueError("unknown symbol %r" % exc.args[0]) from None
        '''),
    bug=d('''
        MORSE = {
            "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
            "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
            "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
            "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..", "0": "-----",
            "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
            "7": "--...", "8": "---..", "9": "----.",
        }
        BACK = {v: k for k, v in MORSE.items()}


        def encode(text):
            words = []
            for word in text.split():
                codes = []
                for ch in word.upper():
                    if ch not in MORSE:
                        raise ValueError(ch)
                    codes.append(MORSE[ch])
                words.append(" ".join(codes))
            return " / ".join(words)


        def decode(code):
            # unknown symbols become '?' so a garbled message still decodes
            return " ".join("".join(BACK.get(s, "?") for s in w.split()) for w in code.split(" / ")) if code else ""
        '''),
)

SOL["easy-02-hex-color"] = dict(
    s1=d('''
        HEX_DIGITS = "0123456789abcdefABCDEF"


        def parse_color(s):
            if not isinstance(s, str) or not s.startswith("#"):
                raise ValueError(f"invalid colour {s!r}")
            digits = s[1:]
            if len(digits) not in (3, 6) or any(c not in HEX_DIGITS for c in digits):
                raise ValueError(f"invalid colour {s!r}")
            if len(digits) == 3:
                digits = "".join(c + c for c in digits)
            return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


        def to_hex(rgb):
            values = list(rgb)
            if len(values) != 3:
                raise ValueError("expected three components")
            for v in values:
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 255:
                    raise ValueError(f"invalid component {v!r}")
            return "#" + "".join(format(v, "02x") for v in values)
        '''),
    s2=d('''
        import re

        _SHORT = re.compile(r"#([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f])")
        _LONG = re.compile(r"#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})")


        def parse_color(s):
            if isinstance(s, str):
                m = _LONG.fullmatch(s)
                if m:
                    return tuple(int(g, 16) for g in m.groups())
                m = _SHORT.fullmatch(s)
                if m:
                    return tuple(int(g * 2, 16) for g in m.groups())
            raise ValueError("not a #rgb or #rrggbb colour: %r" % (s,))


        def to_hex(rgb):
            parts = tuple(rgb)
            if len(parts) != 3 or not all(type(p) is int and 0 <= p <= 255 for p in parts):
                raise ValueError("bad rgb %r" % (parts,))
            return "#%02x%02x%02x" % parts
        '''),
    bug=d('''
        def parse_color(s):
            if not isinstance(s, str) or not s.startswith("#") or len(s) not in (4, 7):
                raise ValueError(s)
            body = s[1:]
            if len(body) == 3:
                body = "".join(ch * 2 for ch in body)
            try:
                return tuple(int(body[i:i + 2], 16) for i in range(0, 6, 2))
            except ValueError:
                raise ValueError(s) from None


        def to_hex(rgb):
            rgb = list(rgb)
            if len(rgb) != 3 or any(type(v) is not int or not 0 <= v <= 255 for v in rgb):
                raise ValueError(rgb)
            return "#" + "".join("%02x" % v for v in rgb)
        '''),
)

SOL["medium-01-window-max"] = dict(
    s1=d('''
        from collections import deque


        def window_max(nums, k):
            if k < 1:
                raise ValueError("k must be >= 1")
            candidates = deque()  # indices, values strictly decreasing
            maxima = []
            for right, value in enumerate(nums):
                while candidates and nums[candidates[-1]] <= value:
                    candidates.pop()
                candidates.append(right)
                left = right - k + 1
                if candidates[0] < left:
                    candidates.popleft()
                if left >= 0:
                    maxima.append(nums[candidates[0]])
            return maxima
        '''),
    s2=d('''
        def window_max(nums, k):
            """Sparse-table free approach: split into blocks of k and combine prefix/suffix maxima."""
            if k < 1:
                raise ValueError(f"bad window size {k}")
            n = len(nums)
            if k > n:
                return []
            pre, suf = [0] * n, [0] * n
            for i in range(n):
                pre[i] = nums[i] if i % k == 0 else max(pre[i - 1], nums[i])
            for i in reversed(range(n)):
                suf[i] = nums[i] if i == n - 1 or (i + 1) % k == 0 else max(suf[i + 1], nums[i])
            return [max(suf[i], pre[i + k - 1]) for i in range(n - k + 1)]
        '''),
    bug=d('''
        from collections import deque


        def window_max(nums, k):
            if k < 0:
                raise ValueError("negative window")
            dq, out = deque(), []
            for i, x in enumerate(nums):
                while dq and nums[dq[-1]] <= x:
                    dq.pop()
                dq.append(i)
                if dq[0] <= i - k:
                    dq.popleft()
                if i >= k - 1:
                    out.append(nums[dq[0]])
            return out
        '''),
)

SOL["medium-02-cidr"] = dict(
    s1=d('''
        def _number(text, limit):
            if not text or any(c not in "0123456789" for c in text):
                raise ValueError(f"not a number: {text!r}")
            if text != "0" and text[0] == "0":
                raise ValueError(f"leading zero in {text!r}")
            value = int(text)
            if value > limit:
                raise ValueError(f"{text!r} is larger than {limit}")
            return value


        def _to_int(ip):
            if not isinstance(ip, str):
                raise ValueError("address must be a string")
            fields = ip.split(".")
            if len(fields) != 4:
                raise ValueError(f"expected 4 octets in {ip!r}")
            out = 0
            for f in fields:
                out = (out << 8) + _number(f, 255)
            return out


        def _to_str(n):
            return ".".join(str((n >> shift) & 0xFF) for shift in (24, 16, 8, 0))


        def _bounds(cidr):
            if not isinstance(cidr, str):
                raise ValueError("cidr must be a string")
            address, slash, prefix = cidr.partition("/")
            if not slash:
                raise ValueError(f"missing prefix in {cidr!r}")
            start = _to_int(address)
            bits = _number(prefix, 32)
            hostmask = (1 << (32 - bits)) - 1
            if start & hostmask:
                raise ValueError(f"{cidr!r} has host bits set")
            return start, start | hostmask


        def cidr_range(cidr):
            start, end = _bounds(cidr)
            return _to_str(start), _to_str(end)


        def contains(cidr, ip):
            start, end = _bounds(cidr)
            return start <= _to_int(ip) <= end
        '''),
    s2=d('''
        import re

        _DEC = re.compile(r"0|[1-9][0-9]*", re.ASCII)


        def _dec(s, hi):
            if not _DEC.fullmatch(s) or int(s) > hi:
                raise ValueError("bad field %r" % s)
            return int(s)


        def _ip(s):
            if type(s) is not str or s.count(".") != 3:
                raise ValueError("bad address %r" % (s,))
            a, b, c, e = (_dec(x, 255) for x in s.split("."))
            return ((a * 256 + b) * 256 + c) * 256 + e


        def _net(cidr):
            if type(cidr) is not str or cidr.count("/") != 1:
                raise ValueError("bad cidr %r" % (cidr,))
            addr, plen = cidr.split("/")
            base, p = _ip(addr), _dec(plen, 32)
            size = 1 << (32 - p)
            if base % size:
                raise ValueError("host bits set in %r" % cidr)
            return base, base + size - 1


        def _dotted(n):
            return "%d.%d.%d.%d" % (n >> 24, n >> 16 & 255, n >> 8 & 255, n & 255)


        def cidr_range(cidr):
            lo, hi = _net(cidr)
            return (_dotted(lo), _dotted(hi))


        def contains(cidr, ip):
            lo, hi = _net(cidr)
            return lo <= _ip(ip) <= hi
        '''),
    bug=d('''
        def _octet(part, top=255):
            if not part.isdigit() or (len(part) > 1 and part[0] == "0"):
                raise ValueError(part)
            n = int(part)
            if n > top:
                raise ValueError(part)
            return n


        def _addr(text):
            if not isinstance(text, str):
                raise ValueError(text)
            parts = text.split(".")
            if len(parts) != 4:
                raise ValueError(text)
            n = 0
            for p in parts:
                n = n * 256 + _octet(p)
            return n


        def _net(cidr):
            if not isinstance(cidr, str) or cidr.count("/") != 1:
                raise ValueError(cidr)
            a, p = cidr.split("/")
            base, plen = _addr(a), _octet(p, 32)
            span = 2 ** (32 - plen)
            if base % span:
                raise ValueError(cidr)
            return base, base + span - 1


        def _fmt(n):
            return ".".join(str(n >> s & 255) for s in (24, 16, 8, 0))


        def cidr_range(cidr):
            lo, hi = _net(cidr)
            return _fmt(lo), _fmt(hi)


        def contains(cidr, ip):
            lo, hi = _net(cidr)
            return lo <= _addr(ip) <= hi
        '''),
)

SOL["medium-03-polynomial"] = dict(
    s1=d('''
        class Poly:
            def __init__(self, coeffs):
                cs = list(coeffs)
                while cs and cs[-1] == 0:
                    cs.pop()
                self.coeffs = tuple(cs)

            @property
            def degree(self):
                return len(self.coeffs) - 1

            def __call__(self, x):
                result = 0
                for c in reversed(self.coeffs):
                    result = result * x + c
                return result

            @staticmethod
            def _wrap(value):
                if isinstance(value, Poly):
                    return value
                if isinstance(value, int):
                    return Poly([value])
                return None

            def __add__(self, other):
                other = self._wrap(other)
                if other is None:
                    return NotImplemented
                longer, shorter = sorted((self.coeffs, other.coeffs), key=len, reverse=True)
                return Poly([a + (shorter[i] if i < len(shorter) else 0) for i, a in enumerate(longer)])

            __radd__ = __add__

            def __neg__(self):
                return Poly([-c for c in self.coeffs])

            def __sub__(self, other):
                other = self._wrap(other)
                return NotImplemented if other is None else self + (-other)

            def __rsub__(self, other):
                other = self._wrap(other)
                return NotImplemented if other is None else other + (-self)

            def __mul__(self, other):
                other = self._wrap(other)
                if other is None:
                    return NotImplemented
                if not self.coeffs or not other.coeffs:
                    return Poly([])
                out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
                for i, a in enumerate(self.coeffs):
                    for j, b in enumerate(other.coeffs):
                        out[i + j] += a * b
                return Poly(out)

            __rmul__ = __mul__

            def __eq__(self, other):
                other = self._wrap(other)
                if other is None:
                    return NotImplemented
                return self.coeffs == other.coeffs

            def __hash__(self):
                return hash(self.coeffs)

            def derivative(self):
                return Poly([i * c for i, c in enumerate(self.coeffs)][1:])

            def __repr__(self):
                return f"Poly({list(self.coeffs)})"

            def __str__(self):
                if not self.coeffs:
                    return "0"
                chunks = []
                for power in range(self.degree, -1, -1):
                    c = self.coeffs[power]
                    if c == 0:
                        continue
                    if power == 0:
                        body = str(abs(c))
                    else:
                        body = ("" if abs(c) == 1 else str(abs(c))) + ("x" if power == 1 else f"x^{power}")
                    if not chunks:
                        chunks.append(body if c > 0 else "-" + body)
                    else:
                        chunks.append(("+ " if c > 0 else "- ") + body)
                return " ".join(chunks)
        '''),
    s2=d('''
        import itertools


        class Poly:
            """Polynomial over the integers; coefficients lowest power first."""

            def __init__(self, coeffs):
                cs = list(coeffs)
                while cs and not cs[-1]:
                    del cs[-1]
                self.coeffs = tuple(cs)

            degree = property(lambda self: len(self.coeffs) - 1)

            def __call__(self, x):
                return sum(c * x ** i for i, c in enumerate(self.coeffs))

            def _other(self, o):
                if isinstance(o, int):
                    o = Poly((o,))
                return o if isinstance(o, Poly) else None

            def __add__(self, o):
                o = self._other(o)
                if o is None:
                    return NotImplemented
                return Poly(a + b for a, b in itertools.zip_longest(self.coeffs, o.coeffs, fillvalue=0))

            def __radd__(self, o):
                return self + o

            def __sub__(self, o):
                o = self._other(o)
                if o is None:
                    return NotImplemented
                return Poly(a - b for a, b in itertools.zip_longest(self.coeffs, o.coeffs, fillvalue=0))

            def __rsub__(self, o):
                o = self._other(o)
                return NotImplemented if o is None else o - self

            def __mul__(self, o):
                o = self._other(o)
                if o is None:
                    return NotImplemented
                n = len(self.coeffs) + len(o.coeffs) - 1
                return Poly(sum(self.coeffs[i] * o.coeffs[k - i]
                                for i in range(len(self.coeffs)) if 0 <= k - i < len(o.coeffs))
                            for k in range(max(n, 0)))

            def __rmul__(self, o):
                return self * o

            def __eq__(self, o):
                o = self._other(o)
                return NotImplemented if o is None else self.coeffs == o.coeffs

            __hash__ = None

            def derivative(self):
                return Poly(i * c for i, c in enumerate(self.coeffs) if i > 0)

            def __repr__(self):
                return "Poly(%s)" % (list(self.coeffs),)

            def __str__(self):
                out = ""
                for i in range(self.degree, -1, -1):
                    c = self.coeffs[i]
                    if c == 0:
                        continue
                    num = str(abs(c)) if (abs(c) != 1 or i == 0) else ""
                    var = "x^%d" % i if i > 1 else ("x" if i == 1 else "")
                    if not out:
                        out = ("-" if c < 0 else "") + num + var
                    else:
                        out += (" - " if c < 0 else " + ") + num + var
                return out or "0"
        '''),
    bug=d('''
        class Poly:
            def __init__(self, coeffs):
                cs = list(coeffs)
                while cs and cs[-1] == 0:
                    cs.pop()
                self.coeffs = tuple(cs)

            @property
            def degree(self):
                return len(self.coeffs) - 1

            def __call__(self, x):
                acc = 0
                for c in reversed(self.coeffs):
                    acc = acc * x + c
                return acc

            def _p(self, o):
                return o if isinstance(o, Poly) else Poly([o]) if isinstance(o, int) else None

            def __add__(self, o):
                o = self._p(o)
                if o is None:
                    return NotImplemented
                n = max(len(self.coeffs), len(o.coeffs))
                a = list(self.coeffs) + [0] * (n - len(self.coeffs))
                b = list(o.coeffs) + [0] * (n - len(o.coeffs))
                return Poly([x + y for x, y in zip(a, b)])

            __radd__ = __add__

            def __sub__(self, o):
                o = self._p(o)
                if o is None:
                    return NotImplemented
                return self + Poly([-c for c in o.coeffs])

            def __mul__(self, o):
                o = self._p(o)
                if o is None:
                    return NotImplemented
                out = [0] * max(0, len(self.coeffs) + len(o.coeffs) - 1)
                for i, a in enumerate(self.coeffs):
                    for j, b in enumerate(o.coeffs):
                        out[i + j] += a * b
                return Poly(out)

            __rmul__ = __mul__

            def __eq__(self, o):
                o = self._p(o)
                return NotImplemented if o is None else self.coeffs == o.coeffs

            def __hash__(self):
                return hash(self.coeffs)

            def derivative(self):
                return Poly([k * c for k, c in enumerate(self.coeffs)][1:])

            def __str__(self):
                terms = []
                for k in range(self.degree, -1, -1):
                    c = self.coeffs[k]
                    if c == 0:
                        continue
                    coef = "" if abs(c) == 1 and k else str(abs(c))
                    var = "" if k == 0 else ("x" if k == 1 else f"x^{k}")
                    sign = "-" if c < 0 else "+"
                    terms.append((sign, coef + var))
                if not terms:
                    return "0"
                head = ("-" if terms[0][0] == "-" else "") + terms[0][1]
                return head + "".join(f" {s} {t}" for s, t in terms[1:])
        '''),
)

SOL["medium-04-word-ladder"] = dict(
    s1=d('''
        from collections import deque
        from string import ascii_lowercase


        def ladder_path(begin, end, words):
            if begin == end:
                return [begin]
            wordset = {w for w in words if len(w) == len(begin)}
            if end not in wordset:
                return []
            letters = sorted(set(ascii_lowercase).union(*wordset))
            prev = {begin: None}
            todo = deque([begin])
            while todo:
                word = todo.popleft()
                step = set()
                for i in range(len(word)):
                    for ch in letters:
                        cand = word[:i] + ch + word[i + 1:]
                        if cand != word and cand in wordset and cand not in prev:
                            step.add(cand)
                for cand in sorted(step):
                    prev[cand] = word
                    if cand == end:
                        path = [cand]
                        while prev[path[-1]] is not None:
                            path.append(prev[path[-1]])
                        return path[::-1]
                    todo.append(cand)
            return []


        def ladder_length(begin, end, words):
            return len(ladder_path(begin, end, words))
        '''),
    s2=d('''
        def _one_apart(a, b):
            return sum(x != y for x, y in zip(a, b)) == 1


        def ladder_path(begin, end, words):
            """Layered BFS that carries whole paths; each layer is kept sorted."""
            if begin == end:
                return [begin]
            remaining = sorted({w for w in words if len(w) == len(begin)})
            if end not in remaining:
                return []
            buckets = {}
            for w in remaining:
                for i in range(len(w)):
                    buckets.setdefault((i, w[:i], w[i + 1:]), []).append(w)
            layer = [[begin]]
            seen = {begin}
            while layer:
                nxt = []
                for path in layer:
                    last = path[-1]
                    options = set()
                    for i in range(len(last)):
                        options.update(buckets.get((i, last[:i], last[i + 1:]), ()))
                    for w in sorted(options - seen):
                        seen.add(w)
                        nxt.append(path + [w])
                        if w == end:
                            return path + [w]
                layer = nxt
            return []


        def ladder_length(begin, end, words):
            return len(ladder_path(begin, end, words))
        '''),
    bug=d('''
        from collections import deque


        def ladder_path(begin, end, words):
            if begin == end:
                return [begin]
            pool = [w for w in words if len(w) == len(begin)]
            if end not in pool:
                return []
            parent = {begin: None}
            queue = deque([begin])
            while queue:
                w = queue.popleft()
                for cand in pool:
                    if cand in parent or sum(a != b for a, b in zip(w, cand)) != 1:
                        continue
                    parent[cand] = w
                    if cand == end:
                        out = [cand]
                        while parent[out[-1]]:
                            out.append(parent[out[-1]])
                        return out[::-1]
                    queue.append(cand)
            return []


        def ladder_length(begin, end, words):
            return len(ladder_path(begin, end, words))
        '''),
)

SOL["hard-01-glob-match"] = dict(
    s1=d('''
        def _compile(pattern):
            """Returns a list of items: None for '*', otherwise a predicate on one character."""
            items, i, n = [], 0, len(pattern)
            while i < n:
                c = pattern[i]
                i += 1
                if c == "*":
                    if not items or items[-1] is not None:
                        items.append(None)
                elif c == "?":
                    items.append(lambda ch: True)
                elif c == "\\\\":
                    lit = pattern[i] if i < n else "\\\\"
                    i += 1
                    items.append(lambda ch, lit=lit: ch == lit)
                elif c == "[":
                    j = i
                    neg = j < n and pattern[j] == "!"
                    if neg:
                        j += 1
                    start = j
                    if j < n and pattern[j] == "]":
                        j += 1
                    while j < n and pattern[j] != "]":
                        j += 1
                    if j >= n:
                        items.append(lambda ch: ch == "[")
                        continue
                    body, i = pattern[start:j], j + 1
                    singles, spans, k = set(), [], 0
                    while k < len(body):
                        if k + 2 < len(body) and body[k + 1] == "-":
                            spans.append((body[k], body[k + 2]))
                            k += 3
                        else:
                            singles.add(body[k])
                            k += 1
                    items.append(lambda ch, s=frozenset(singles), r=tuple(spans), neg=neg:
                                 (ch in s or any(a <= ch <= b for a, b in r)) != neg)
                else:
                    items.append(lambda ch, lit=c: ch == lit)
            return items


        def glob_match(pattern, name):
            items = _compile(pattern)
            n = len(name)
            # ok[j] is True when the items so far can consume exactly name[:j]
            ok = [False] * (n + 1)
            ok[0] = True
            for item in items:
                if item is None:
                    for j in range(1, n + 1):
                        ok[j] = ok[j] or ok[j - 1]
                else:
                    ok = [False] + [ok[j] and item(name[j]) for j in range(n)]
            return ok[n]
        '''),
    s2=d('''
        import sys
        from functools import lru_cache


        def _parse(pattern):
            toks = []
            i = 0
            while i < len(pattern):
                ch = pattern[i]
                if ch == "*":
                    toks.append(("*",))
                    i += 1
                elif ch == "?":
                    toks.append(("?",))
                    i += 1
                elif ch == "\\\\":
                    toks.append(("=", pattern[i + 1] if i + 1 < len(pattern) else "\\\\"))
                    i += 2
                elif ch == "[":
                    close = _find_close(pattern, i)
                    if close < 0:
                        toks.append(("=", "["))
                        i += 1
                    else:
                        toks.append(_charset(pattern[i + 1:close]))
                        i = close + 1
                else:
                    toks.append(("=", ch))
                    i += 1
            return tuple(toks)


        def _find_close(pattern, i):
            j = i + 1
            if j < len(pattern) and pattern[j] == "!":
                j += 1
            if j < len(pattern) and pattern[j] == "]":
                j += 1
            return pattern.find("]", j)


        def _charset(body):
            negate = body.startswith("!")
            if negate:
                body = body[1:]
            allowed = set()
            k = 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    allowed.update(chr(o) for o in range(ord(body[k]), ord(body[k + 2]) + 1))
                    k += 3
                else:
                    allowed.add(body[k])
                    k += 1
            return ("[", negate, frozenset(allowed))


        def _single(tok, ch):
            if tok[0] == "?":
                return True
            if tok[0] == "=":
                return tok[1] == ch
            return (ch in tok[2]) != tok[1]


        def glob_match(pattern, name):
            toks = _parse(pattern)
            sys.setrecursionlimit(max(sys.getrecursionlimit(), 4 * (len(toks) + len(name)) + 100))

            @lru_cache(maxsize=None)
            def m(t, s):
                if t == len(toks):
                    return s == len(name)
                if toks[t][0] == "*":
                    return m(t + 1, s) or (s < len(name) and m(t, s + 1))
                return s < len(name) and _single(toks[t], name[s]) and m(t + 1, s + 1)

            return m(0, 0)
        '''),
    bug=d('''
        def glob_match(pattern, name):
            p = s = 0
            star, mark = -1, 0
            def one(p, ch):
                c = pattern[p]
                if c == "?":
                    return True, p + 1
                if c == "\\\\":
                    lit = pattern[p + 1] if p + 1 < len(pattern) else "\\\\"
                    return ch == lit, p + 2
                if c == "[":
                    close = pattern.find("]", p + 2)
                    if close != -1:
                        body = pattern[p + 1:close]
                        neg = body.startswith("!")
                        if neg:
                            body = body[1:]
                        hit, k = False, 0
                        while k < len(body):
                            if k + 2 < len(body) and body[k + 1] == "-":
                                hit = hit or body[k] <= ch <= body[k + 2]
                                k += 3
                            else:
                                hit = hit or body[k] == ch
                                k += 1
                        return hit != neg, close + 1
                return ch == c, p + 1
            while s < len(name):
                if p < len(pattern) and pattern[p] == "*":
                    star, mark = p, s
                    p += 1
                    continue
                if p < len(pattern):
                    ok, nxt = one(p, name[s])
                    if ok:
                        p, s = nxt, s + 1
                        continue
                if star >= 0:
                    mark += 1
                    p, s = star + 1, mark
                    continue
                return False
            while p < len(pattern) and pattern[p] == "*":
                p += 1
            return p == len(pattern)
        '''),
)

SOL["hard-02-skyline"] = dict(
    s1=d('''
        import heapq


        def skyline(buildings):
            starts = sorted(buildings)
            xs = sorted(set(x for l, r, _ in buildings for x in (l, r)))
            active = []  # (-height, right)
            points = []
            k = 0
            for x in xs:
                while k < len(starts) and starts[k][0] == x:
                    heapq.heappush(active, (-starts[k][2], starts[k][1]))
                    k += 1
                while active and active[0][1] <= x:
                    heapq.heappop(active)
                h = -active[0][0] if active else 0
                if not points or points[-1][1] != h:
                    points.append([x, h])
            return points
        '''),
    s2=d('''
        def skyline(buildings):
            """Divide and conquer over the building list."""
            blds = list(buildings)
            if not blds:
                return []
            if len(blds) == 1:
                l, r, h = blds[0]
                return [[l, h], [r, 0]]
            mid = len(blds) // 2
            return _merge(skyline(blds[:mid]), skyline(blds[mid:]))


        def _merge(left, right):
            out = []
            i = j = 0
            hl = hr = 0
            while i < len(left) and j < len(right):
                if left[i][0] < right[j][0]:
                    x, hl = left[i]
                    i += 1
                elif right[j][0] < left[i][0]:
                    x, hr = right[j]
                    j += 1
                else:
                    x, hl = left[i]
                    hr = right[j][1]
                    i += 1
                    j += 1
                _push(out, x, max(hl, hr))
            for x, h in left[i:] + right[j:]:
                _push(out, x, h)
            return out


        def _push(out, x, h):
            if not out or out[-1][1] != h:
                out.append([x, h])
        '''),
    bug=d('''
        import heapq


        def skyline(buildings):
            events = sorted([(l, -h, r) for l, r, h in buildings] + [(r, 0, 0) for l, r, h in buildings])
            live = [(0, float("inf"))]
            out = []
            for x, neg_h, r in events:
                if neg_h:
                    heapq.heappush(live, (neg_h, r))
                while live[0][1] < x:
                    heapq.heappop(live)
                h = -live[0][0]
                if not out or out[-1][1] != h:
                    out.append([x, h])
            return out
        '''),
)
