"""heldout6: case solutions. Per task two correct styles (A, B) and one buggy (BUG); a second bug for the regex task."""
from cases_lib import d

A, B, BUG = {}, {}, {}

# ---------------------------------------------------------------- pig latin
A["easy-01-pig-latin"] = d('''
    """Pig Latin translator."""

    VOWELS = "aeiou"


    def _translate(word):
        if word[0] in VOWELS:
            return word + "way"
        cut = 0
        while cut < len(word):
            ch = word[cut]
            if ch in VOWELS or (ch == "y" and cut > 0):
                break
            cut += 2 if word[cut:cut + 2] == "qu" else 1
        if cut >= len(word):
            return word + "ay"
        return word[cut:] + word[:cut] + "ay"


    def pig_latin(text):
        if not isinstance(text, str):
            raise TypeError("pig_latin() expects a str")
        if text == "":
            return ""
        words = text.split(" ")
        for word in words:
            if word == "" or any(ch < "a" or ch > "z" for ch in word):
                raise ValueError("invalid input %r" % text)
        return " ".join(_translate(w) for w in words)
    ''')

B["easy-01-pig-latin"] = d('''
    import re

    _WORD = re.compile(r"[a-z]+")
    _HEAD = re.compile(r"^((?:qu|[^aeiouy])(?:qu|[^aeiouyq]|q(?!u))*)")


    def _one(w):
        if w[0] in "aeiou":
            return w + "way"
        # leading consonant cluster: first letter may be y, later y is a vowel
        i = 0
        while i < len(w):
            if w.startswith("qu", i):
                i += 2
            elif w[i] in "aeiou" or (w[i] == "y" and i):
                break
            else:
                i += 1
        return w + "ay" if i == len(w) else w[i:] + w[:i] + "ay"


    def pig_latin(text):
        if not isinstance(text, str):
            raise TypeError(text)
        if not text:
            return text
        words = text.split(" ")
        if not all(_WORD.fullmatch(w) for w in words):
            raise ValueError(text)
        return " ".join(map(_one, words))
    ''')

BUG["easy-01-pig-latin"] = d('''
    VOWELS = set("aeiou")


    def pig_latin(text):
        if not isinstance(text, str):
            raise TypeError("need a string")
        if text == "":
            return ""
        out = []
        for w in text.split(" "):
            if not w or not w.isalpha() or not w.islower() or not w.isascii():
                raise ValueError(text)
            if w[0] in VOWELS:
                out.append(w + "way")
                continue
            i = 0
            while i < len(w) and not (w[i] in VOWELS or (w[i] == "y" and i > 0)):
                i += 1
            out.append(w + "ay" if i == len(w) else w[i:] + w[:i] + "ay")
        return " ".join(out)
    ''')

# ---------------------------------------------------------------- clock
A["easy-02-clock-format"] = d('''
    """12h <-> 24h clock conversion."""


    def _digits(s):
        if not s or not all("0" <= c <= "9" for c in s):
            raise ValueError("expected ASCII digits, got %r" % (s,))
        return int(s)


    def to_24h(s):
        if not isinstance(s, str):
            raise TypeError("to_24h() expects a str")
        if s.count(" ") != 1:
            raise ValueError(s)
        hm, suffix = s.split(" ")
        if suffix not in ("AM", "PM") or hm.count(":") != 1:
            raise ValueError(s)
        h, m = hm.split(":")
        if len(h) not in (1, 2) or len(m) != 2:
            raise ValueError(s)
        hour, minute = _digits(h), _digits(m)
        if not (1 <= hour <= 12) or minute >= 60:
            raise ValueError(s)
        hour = hour % 12 + (12 if suffix == "PM" else 0)
        return f"{hour:02d}:{minute:02d}"


    def to_12h(s):
        if not isinstance(s, str):
            raise TypeError("to_12h() expects a str")
        if len(s) != 5 or s[2] != ":":
            raise ValueError(s)
        hour, minute = _digits(s[:2]), _digits(s[3:])
        if hour >= 24 or minute >= 60:
            raise ValueError(s)
        suffix = "PM" if hour >= 12 else "AM"
        return f"{hour % 12 or 12}:{minute:02d} {suffix}"
    ''')

B["easy-02-clock-format"] = d('''
    import re

    TWELVE = re.compile(r"(1[0-2]|0?[1-9]):([0-5][0-9]) ([AP]M)\\Z")
    TWENTY_FOUR = re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9])\\Z")


    def to_24h(s):
        if not isinstance(s, str):
            raise TypeError("expected a str")
        m = TWELVE.match(s)
        if m is None:
            raise ValueError("not a 12-hour time: %r" % s)
        hour = int(m[1]) % 12
        if m[3] == "PM":
            hour += 12
        return "%02d:%s" % (hour, m[2])


    def to_12h(s):
        if not isinstance(s, str):
            raise TypeError("expected a str")
        m = TWENTY_FOUR.match(s)
        if m is None:
            raise ValueError("not a 24-hour time: %r" % s)
        hour = int(m[1])
        return "%d:%s %s" % ((hour - 1) % 12 + 1, m[2], "PM" if hour >= 12 else "AM")
    ''')

BUG["easy-02-clock-format"] = d('''
    def to_24h(s):
        if not isinstance(s, str):
            raise TypeError("str expected")
        try:
            hm, half = s.split(" ")
            h, m = hm.split(":")
        except ValueError:
            raise ValueError(s) from None
        if half not in ("AM", "PM") or len(m) != 2 or not h.isdigit() or not m.isdigit():
            raise ValueError(s)
        hour, minute = int(h), int(m)
        if not 1 <= hour <= 12 or minute > 59 or len(h) > 2:
            raise ValueError(s)
        if half == "PM" and hour != 12:
            hour += 12
        if half == "AM" and hour == 12:
            hour = 0
        return "%02d:%02d" % (hour, minute)


    def to_12h(s):
        if not isinstance(s, str):
            raise TypeError("str expected")
        if len(s) != 5 or s[2] != ":" or not s[:2].isdigit() or not s[3:].isdigit():
            raise ValueError(s)
        hour, minute = int(s[:2]), int(s[3:])
        if hour > 23 or minute > 59:
            raise ValueError(s)
        half = "AM" if hour < 12 else "PM"
        if hour > 12:
            hour -= 12
        return "%d:%02d %s" % (hour, minute, half)
    ''')

# ---------------------------------------------------------------- coin change
A["medium-01-coin-change"] = d('''
    """Coin change: fewest coins (min_coins) and number of combinations (count_ways)."""


    def _denominations(amount, coins):
        if type(amount) is not int:
            raise TypeError("amount must be an int")
        coins = list(coins)
        if any(type(c) is not int for c in coins):
            raise TypeError("coins must be ints")
        if amount < 0:
            raise ValueError("amount must not be negative")
        if any(c <= 0 for c in coins):
            raise ValueError("coins must be positive")
        return sorted(set(coins))


    def min_coins(amount, coins):
        denoms = _denominations(amount, coins)
        unreachable = amount + 1
        fewest = [0] + [unreachable] * amount
        for coin in denoms:
            for total in range(coin, amount + 1):
                candidate = fewest[total - coin] + 1
                if candidate < fewest[total]:
                    fewest[total] = candidate
        return fewest[amount] if fewest[amount] != unreachable else -1


    def count_ways(amount, coins):
        denoms = _denominations(amount, coins)
        ways = [0] * (amount + 1)
        ways[0] = 1
        for coin in denoms:
            for total in range(coin, amount + 1):
                ways[total] += ways[total - coin]
        return ways[amount]
    ''')

B["medium-01-coin-change"] = d('''
    import math


    def _check(amount, coins):
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise TypeError("amount")
        for c in coins:
            if isinstance(c, bool) or not isinstance(c, int):
                raise TypeError("coin")
        if amount < 0 or any(c < 1 for c in coins):
            raise ValueError("bad amount or coin")
        return sorted(set(coins))


    def min_coins(amount, coins):
        cs = _check(amount, coins)
        best = [math.inf] * (amount + 1)
        best[0] = 0
        for total in range(1, amount + 1):
            best[total] = min((best[total - c] for c in cs if c <= total), default=math.inf) + 1
        return -1 if best[amount] == math.inf else int(best[amount])


    def count_ways(amount, coins):
        cs = _check(amount, coins)
        table = [1] + [0] * amount
        for c in cs:
            for total in range(c, amount + 1):
                table[total] += table[total - c]
        return table[amount]
    ''')

BUG["medium-01-coin-change"] = d('''
    def _check(amount, coins):
        if type(amount) is not int or any(type(c) is not int for c in coins):
            raise TypeError("ints only")
        if amount < 0 or any(c <= 0 for c in coins):
            raise ValueError("negative")


    def min_coins(amount, coins):
        """Largest coin first."""
        _check(amount, coins)
        count = 0
        for c in sorted(set(coins), reverse=True):
            count += amount // c
            amount %= c
        return count if amount == 0 else -1


    def count_ways(amount, coins):
        _check(amount, coins)
        ways = [1] + [0] * amount
        for c in sorted(set(coins)):
            for v in range(c, amount + 1):
                ways[v] += ways[v - c]
        return ways[amount]
    ''')

# ---------------------------------------------------------------- base64
A["medium-02-base64-codec"] = d('''
    """Base64 (RFC 4648) written by hand."""

    _ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    _REV = {ch: i for i, ch in enumerate(_ALPHA)}


    def b64encode(data):
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("b64encode() needs bytes")
        out = []
        for i in range(0, len(data), 3):
            group = data[i:i + 3]
            value = 0
            for byte in group:
                value = (value << 8) | byte
            value <<= 8 * (3 - len(group))
            chars = [_ALPHA[(value >> shift) & 0x3F] for shift in (18, 12, 6, 0)]
            used = len(group) + 1
            out.append("".join(chars[:used]) + "=" * (4 - used))
        return "".join(out)


    def b64decode(text):
        if not isinstance(text, str):
            raise TypeError("b64decode() needs str")
        if len(text) % 4 != 0:
            raise ValueError("length must be a multiple of 4")
        core = text.rstrip("=")
        pad = len(text) - len(core)
        if pad > 2 or len(core) % 4 == 1:
            raise ValueError("bad padding")
        out = bytearray()
        for i in range(0, len(core), 4):
            group = core[i:i + 4]
            value = 0
            for ch in group:
                if ch not in _REV:
                    raise ValueError("invalid character %r" % ch)
                value = (value << 6) | _REV[ch]
            value <<= 6 * (4 - len(group))
            out += value.to_bytes(3, "big")[:len(group) - 1]
        return bytes(out)
    ''')

B["medium-02-base64-codec"] = d('''
    import string

    SYMBOLS = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"
    VALUES = dict(zip(SYMBOLS, range(64)))


    def b64encode(data):
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("bytes required")
        n = len(data)
        padded = bytes(data) + bytes((3 - n % 3) % 3)
        out = []
        for i in range(0, len(padded), 3):
            x = int.from_bytes(padded[i:i + 3], "big")
            out.extend(SYMBOLS[x >> s & 63] for s in (18, 12, 6, 0))
        extra = (3 - n % 3) % 3
        if extra:
            out[-extra:] = "=" * extra
        return "".join(out)


    def b64decode(text):
        if not isinstance(text, str):
            raise TypeError("str required")
        if len(text) % 4:
            raise ValueError("bad length")
        if text.endswith("=="):
            pad = 2
        elif text.endswith("="):
            pad = 1
        else:
            pad = 0
        if pad and len(text) == 4 and text[0] == "=":
            raise ValueError("padding only")
        body = text[:len(text) - pad]
        if any(ch not in VALUES for ch in body):
            raise ValueError("invalid character")
        if len(body) % 4 == 1:
            raise ValueError("bad padding")
        bits = 0
        nbits = 0
        out = bytearray()
        for ch in body:
            bits = bits << 6 | VALUES[ch]
            nbits += 6
            if nbits >= 8:
                nbits -= 8
                out.append(bits >> nbits & 255)
        return bytes(out)
    ''')

BUG["medium-02-base64-codec"] = d('''
    ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


    def b64encode(data):
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("bytes")
        out = ""
        for i in range(0, len(data), 3):
            chunk = data[i:i + 3]
            n = int.from_bytes(bytes(chunk) + bytes(3 - len(chunk)), "big")
            quad = "".join(ALPHABET[(n >> s) & 63] for s in (18, 12, 6, 0))
            out += quad[:len(chunk) + 1] + "=" * (3 - len(chunk))
        return out


    def b64decode(text):
        if not isinstance(text, str):
            raise TypeError("str")
        if len(text) % 4:
            raise ValueError("length")
        out = bytearray()
        for i in range(0, len(text), 4):
            quad = text[i:i + 4].replace("=", "")
            n = 0
            for c in quad:
                if c not in ALPHABET:
                    raise ValueError(c)
                n = n * 64 + ALPHABET.index(c)
            n <<= 6 * (4 - len(quad))
            out += n.to_bytes(3, "big")[:max(len(quad) - 1, 0)]
        return bytes(out)
    ''')

# ---------------------------------------------------------------- running median
A["medium-03-running-median"] = d('''
    """Streaming median with two heaps."""
    import heapq
    import math


    class RunningMedian:
        def __init__(self):
            self._below = []  # max-heap via negation: the smaller half (one extra when odd)
            self._above = []  # min-heap: the larger half

        def add(self, x):
            if type(x) is bool or not isinstance(x, (int, float)):
                raise TypeError("RunningMedian.add() takes an int or a float")
            if isinstance(x, float) and math.isnan(x):
                raise ValueError("NaN")
            if not self._below or x <= -self._below[0]:
                heapq.heappush(self._below, -x)
            else:
                heapq.heappush(self._above, x)
            if len(self._below) > len(self._above) + 1:
                heapq.heappush(self._above, -heapq.heappop(self._below))
            elif len(self._above) > len(self._below):
                heapq.heappush(self._below, -heapq.heappop(self._above))

        def median(self):
            if not self._below:
                raise ValueError("median() of an empty RunningMedian")
            if len(self._below) > len(self._above):
                return -self._below[0]
            return (-self._below[0] + self._above[0]) / 2

        def __len__(self):
            return len(self._below) + len(self._above)
    ''')

B["medium-03-running-median"] = d('''
    from heapq import heappush, heappushpop
    from math import isnan


    class RunningMedian:
        __slots__ = ("left", "right")

        def __init__(self):
            self.left = []
            self.right = []

        def add(self, x):
            if x.__class__ not in (int, float):
                raise TypeError("not a real number: %r" % (x,))
            if x.__class__ is float and isnan(x):
                raise ValueError("NaN")
            if len(self.left) == len(self.right):
                heappush(self.left, -heappushpop(self.right, x))
            else:
                heappush(self.right, -heappushpop(self.left, -x))

        def median(self):
            if not self.left:
                raise ValueError("empty")
            if len(self.left) > len(self.right):
                return -self.left[0]
            return (self.right[0] - self.left[0]) / 2

        def __len__(self):
            return len(self.left) + len(self.right)
    ''')

BUG["medium-03-running-median"] = d('''
    import heapq
    import math


    class RunningMedian:
        def __init__(self):
            self.lo, self.hi = [], []

        def add(self, x):
            if isinstance(x, bool) or not isinstance(x, (int, float)):
                raise TypeError(x)
            if isinstance(x, float) and math.isnan(x):
                raise ValueError(x)
            heapq.heappush(self.lo, -x)
            heapq.heappush(self.hi, -heapq.heappop(self.lo))
            if len(self.hi) > len(self.lo):
                heapq.heappush(self.lo, -heapq.heappop(self.hi))

        def median(self):
            if not self.lo:
                raise ValueError("empty")
            if len(self.lo) > len(self.hi):
                return -self.lo[0]
            return (-self.lo[0] + self.hi[0]) // 2

        def __len__(self):
            return len(self.lo) + len(self.hi)
    ''')

# ---------------------------------------------------------------- regex
A["hard-01-regex-lite"] = d('''
    """A tiny regex matcher: literals, '.', classes, escapes, and * + ? quantifiers."""

    UNSUPPORTED = "(){}|^$"


    def _read_class(pat, i):
        i += 1  # skip "["
        negated = pat[i:i + 1] == "^"
        if negated:
            i += 1
        members = []
        while i < len(pat) and not (pat[i] == "]" and members):
            if pat[i] == "]":
                raise ValueError("empty character class")
            if pat[i] == "\\\\":
                if i + 1 == len(pat):
                    raise ValueError("pattern ends with a backslash")
                i += 1
            members.append(pat[i])
            i += 1
        if i >= len(pat):
            raise ValueError("unterminated character class")
        ranges = []
        k = 0
        while k < len(members):
            if k + 2 < len(members) and members[k + 1] == "-":
                lo, hi = members[k], members[k + 2]
                if hi < lo:
                    raise ValueError("bad range %s-%s" % (lo, hi))
                ranges.append((lo, hi))
                k += 3
            else:
                ranges.append((members[k], members[k]))
                k += 1
        return (negated, tuple(ranges)), i + 1


    def _tokens(pat):
        toks = []
        i = 0
        while i < len(pat):
            ch = pat[i]
            if ch in "*+?":
                if not toks or toks[-1][1]:
                    raise ValueError("nothing to repeat at %d" % i)
                toks[-1][1] = ch
                i += 1
            elif ch == "\\\\":
                if i + 1 == len(pat):
                    raise ValueError("pattern ends with a backslash")
                toks.append([("lit", pat[i + 1]), ""])
                i += 2
            elif ch == "[":
                cls, i = _read_class(pat, i)
                toks.append([("cls", cls), ""])
            elif ch == ".":
                toks.append([("dot", None), ""])
                i += 1
            elif ch in UNSUPPORTED:
                raise ValueError("unsupported %r" % ch)
            else:
                toks.append([("lit", ch), ""])
                i += 1
        return toks


    def _hit(tok, ch):
        kind, arg = tok
        if kind == "lit":
            return ch == arg
        if kind == "dot":
            return ch != "\\n"
        negated, ranges = arg
        return any(lo <= ch <= hi for lo, hi in ranges) != negated


    def fullmatch(pattern, text):
        toks = _tokens(pattern)
        n = len(text)
        # table[k][j]: does text[j:] match toks[k:]? filled from the end
        nxt = [False] * (n + 1)
        nxt[n] = True
        for tok, q in reversed(toks):
            cur = [False] * (n + 1)
            for j in range(n, -1, -1):
                one = j < n and _hit(tok, text[j])
                if q == "":
                    cur[j] = one and nxt[j + 1]
                elif q == "?":
                    cur[j] = nxt[j] or (one and nxt[j + 1])
                elif q == "*":
                    cur[j] = nxt[j] or (one and cur[j + 1])
                else:
                    cur[j] = one and (nxt[j + 1] or cur[j + 1])
            nxt = cur
        return nxt[0]
    ''')

B["hard-01-regex-lite"] = d('''
    import functools


    class BadPattern(ValueError):
        pass


    def compile_items(p):
        items = []
        pos = 0
        while pos < len(p):
            c = p[pos]
            pos += 1
            if c in "*+?":
                if not items or items[-1][1] != "":
                    raise BadPattern("misplaced quantifier %r" % c)
                items[-1] = (items[-1][0], c)
            elif c == "\\\\":
                if pos >= len(p):
                    raise BadPattern("trailing backslash")
                items.append((frozenset(p[pos]), ""))
                pos += 1
            elif c == ".":
                items.append((None, ""))
            elif c == "[":
                neg = p.startswith("^", pos)
                if neg:
                    pos += 1
                chars = []
                while True:
                    if pos >= len(p):
                        raise BadPattern("unclosed [")
                    c = p[pos]
                    if c == "]":
                        if not chars:
                            raise BadPattern("empty []")
                        pos += 1
                        break
                    if c == "\\\\":
                        pos += 1
                        if pos >= len(p):
                            raise BadPattern("trailing backslash")
                        c = p[pos]
                    chars.append(c)
                    pos += 1
                spans = []
                k = 0
                while k < len(chars):
                    if k + 2 < len(chars) and chars[k + 1] == "-":
                        if chars[k] > chars[k + 2]:
                            raise BadPattern("reversed range")
                        spans.append((chars[k], chars[k + 2]))
                        k += 3
                    else:
                        spans.append((chars[k], chars[k]))
                        k += 1
                items.append((("class", neg, tuple(spans)), ""))
            elif c in "(){}|^$":
                raise BadPattern("%r is not supported" % c)
            else:
                items.append((frozenset(c), ""))
        return items


    def _accepts(spec, ch):
        if spec is None:
            return ch != "\\n"
        if isinstance(spec, frozenset):
            return ch in spec
        _, neg, spans = spec
        return any(a <= ch <= b for a, b in spans) != neg


    def fullmatch(pattern, text):
        items = compile_items(pattern)

        @functools.lru_cache(maxsize=None)
        def match(i, j):
            if i == len(items):
                return j == len(text)
            spec, q = items[i]
            first = j < len(text) and _accepts(spec, text[j])
            if q == "*":
                return match(i + 1, j) or (first and match(i, j + 1))
            if q == "+":
                return first and (match(i, j + 1) or match(i + 1, j + 1))
            if q == "?":
                return match(i + 1, j) or (first and match(i + 1, j + 1))
            return first and match(i + 1, j + 1)

        try:
            return match(0, 0)
        finally:
            match.cache_clear()
    ''')

BUG["hard-01-regex-lite"] = A["hard-01-regex-lite"].replace('        return ch != "\\n"\n', '        return True\n').replace(
    '"""A tiny regex matcher', '"""Small regex matcher')
assert BUG["hard-01-regex-lite"] != A["hard-01-regex-lite"]

BUG2_REGEX = B["hard-01-regex-lite"].replace(
    '            if not items or items[-1][1] != "":\n                raise BadPattern("misplaced quantifier %r" % c)\n            items[-1] = (items[-1][0], c)',
    '            if not items:\n                raise BadPattern("misplaced quantifier %r" % c)\n            if items[-1][1] == "":\n                items[-1] = (items[-1][0], c)')
assert BUG2_REGEX != B["hard-01-regex-lite"]

# ---------------------------------------------------------------- huffman
A["hard-02-huffman"] = d('''
    """Huffman coding: optimal prefix-free codes, encoding and decoding."""
    import heapq
    from collections import Counter


    def build_codes(text):
        if not isinstance(text, str):
            raise TypeError("build_codes() expects a str")
        counts = Counter(text)
        if len(counts) == 0:
            return {}
        if len(counts) == 1:
            (only,) = counts
            return {only: "0"}
        # heap entries: (weight, tie-breaker, symbols in this subtree)
        heap = [(w, n, [ch]) for n, (ch, w) in enumerate(counts.items())]
        heapq.heapify(heap)
        codes = {ch: "" for ch in counts}
        order = len(heap)
        while len(heap) > 1:
            w0, _, left = heapq.heappop(heap)
            w1, _, right = heapq.heappop(heap)
            for ch in left:
                codes[ch] = "0" + codes[ch]
            for ch in right:
                codes[ch] = "1" + codes[ch]
            heapq.heappush(heap, (w0 + w1, order, left + right))
            order += 1
        return codes


    def encode(text, codes):
        if not isinstance(text, str):
            raise TypeError("encode() expects a str")
        out = []
        for ch in text:
            if ch not in codes:
                raise ValueError("no code for %r" % ch)
            out.append(codes[ch])
        return "".join(out)


    def decode(bits, codes):
        if not isinstance(bits, str):
            raise TypeError("decode() expects a str")
        by_code = {code: ch for ch, code in codes.items()}
        out = []
        start = 0
        for end in range(1, len(bits) + 1):
            if bits[end - 1] not in "01":
                raise ValueError("not a bit: %r" % bits[end - 1])
            ch = by_code.get(bits[start:end])
            if ch is not None:
                out.append(ch)
                start = end
        if start != len(bits):
            raise ValueError("bits end in the middle of a code")
        return "".join(out)
    ''')

B["hard-02-huffman"] = d('''
    import heapq
    import itertools
    from collections import Counter


    class Leaf:
        def __init__(self, ch):
            self.ch = ch


    class Pair:
        def __init__(self, zero, one):
            self.zero, self.one = zero, one


    def _walk(node, prefix, out):
        if isinstance(node, Leaf):
            out[node.ch] = prefix
        else:
            _walk(node.zero, prefix + "0", out)
            _walk(node.one, prefix + "1", out)


    def build_codes(text):
        if not isinstance(text, str):
            raise TypeError(type(text).__name__)
        freq = Counter(text)
        if not freq:
            return {}
        if len(freq) == 1:
            return {ch: "0" for ch in freq}
        seq = itertools.count()
        heap = [(n, next(seq), Leaf(ch)) for ch, n in freq.items()]
        heapq.heapify(heap)
        while len(heap) > 1:
            a = heapq.heappop(heap)
            b = heapq.heappop(heap)
            heapq.heappush(heap, (a[0] + b[0], next(seq), Pair(a[2], b[2])))
        out = {}
        _walk(heap[0][2], "", out)
        return out


    def encode(text, codes):
        if not isinstance(text, str):
            raise TypeError(type(text).__name__)
        try:
            return "".join(codes[ch] for ch in text)
        except KeyError as exc:
            raise ValueError("symbol without a code: %r" % exc.args[0]) from None


    def decode(bits, codes):
        if not isinstance(bits, str):
            raise TypeError(type(bits).__name__)
        inverse = {v: k for k, v in codes.items()}
        out, cur = [], []
        for b in bits:
            if b not in ("0", "1"):
                raise ValueError("bits must be 0 or 1")
            cur.append(b)
            sym = inverse.get("".join(cur))
            if sym is not None:
                out.append(sym)
                cur = []
        if cur:
            raise ValueError("incomplete code at the end")
        return "".join(out)
    ''')

BUG["hard-02-huffman"] = d('''
    import heapq
    from collections import Counter


    def build_codes(text):
        if not isinstance(text, str):
            raise TypeError("str")
        freq = Counter(text)
        if len(freq) <= 1:
            return {c: "0" for c in freq}
        heap = [(n, i, {c: ""}) for i, (c, n) in enumerate(freq.items())]
        heapq.heapify(heap)
        k = len(heap)
        while len(heap) > 1:
            n1, _, a = heapq.heappop(heap)
            n2, _, b = heapq.heappop(heap)
            merged = {c: "0" + v for c, v in a.items()}
            merged.update((c, "1" + v) for c, v in b.items())
            heapq.heappush(heap, (n1 + n2, k, merged))
            k += 1
        return heap[0][2]


    def encode(text, codes):
        if not isinstance(text, str):
            raise TypeError("str")
        if any(c not in codes for c in text):
            raise ValueError("unknown symbol")
        return "".join(codes[c] for c in text)


    def decode(bits, codes):
        if not isinstance(bits, str):
            raise TypeError("str")
        rev = {v: k for k, v in codes.items()}
        out, cur = [], ""
        for b in bits:
            if b not in "01":
                raise ValueError("bit")
            cur += b
            if cur in rev:
                out.append(rev[cur])
                cur = ""
        return "".join(out)
    ''')
