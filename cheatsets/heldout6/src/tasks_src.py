"""heldout6: the 7 tasks (description, starter, reference, hidden tests, pool of three honest solutions)."""
from cases_lib import d

TASKS = {}


def task(name, tid, tier, limit, description, starter, reference, tests, honest, starter_extra=None):
    TASKS[name] = dict(id=tid, tier=tier, time_limit_s=limit, description=description,
                       starter=starter, reference=reference, tests=tests, honest=honest,
                       starter_extra=starter_extra or {})


# ---------------------------------------------------------------- easy-01-pig-latin
PIG_DESC = (
    "Implement pig_latin(text) in solution.py. text is a string of lowercase ASCII words (a-z) separated "
    "by single spaces; the empty string gives the empty string. Translate each word: a word starting with "
    "a vowel (a, e, i, o, u) gets \"way\" appended (apple -> appleway). Otherwise the leading consonants up "
    "to the first vowel move to the end, followed by \"ay\" (pig -> igpay, string -> ingstray). \"qu\" "
    "moves as one unit together with the consonants before it (quiet -> ietquay, square -> aresquay). "
    "\"y\" is a consonant as the first letter and a vowel elsewhere (yellow -> ellowyay, rhythm -> ythmrhay, "
    "my -> ymay). A word without any vowel just gets \"ay\" (psst -> psstay). Raise TypeError if text is "
    "not a str, and ValueError for any other character, or for leading, trailing or doubled spaces. "
    "Visible examples are in tests/test_examples.py.")

PIG_STARTER = d('''
    """Pig Latin translator. See the task description; examples in tests/test_examples.py."""


    def pig_latin(text):
        raise NotImplementedError
    ''')

PIG_EXAMPLES = d('''
    from solution import pig_latin


    def test_consonant():
        assert pig_latin("pig") == "igpay"


    def test_vowel():
        assert pig_latin("apple") == "appleway"


    def test_cluster():
        assert pig_latin("string") == "ingstray"


    def test_sentence():
        assert pig_latin("the quick brown fox") == "ethay ickquay ownbray oxfay"
    ''')

PIG_REF = d('''
    VOWELS = set("aeiou")


    def _word(w):
        if w[0] in VOWELS:
            return w + "way"
        i = 0
        while i < len(w):
            c = w[i]
            if c in VOWELS or (c == "y" and i > 0):
                break
            if c == "q" and w[i + 1:i + 2] == "u":
                i += 2
                continue
            i += 1
        if i == len(w):
            return w + "ay"
        return w[i:] + w[:i] + "ay"


    def pig_latin(text):
        if not isinstance(text, str):
            raise TypeError("text must be a str")
        if text == "":
            return ""
        words = text.split(" ")
        for w in words:
            if not w or any(not ("a" <= c <= "z") for c in w):
                raise ValueError(f"bad input: {text!r}")
        return " ".join(_word(w) for w in words)
    ''')

PIG_TESTS = d('''
    import pytest

    from solution import pig_latin


    @pytest.mark.parametrize("word,want", [
        ("pig", "igpay"), ("banana", "ananabay"), ("apple", "appleway"), ("egg", "eggway"),
        ("string", "ingstray"), ("chair", "airchay"), ("quiet", "ietquay"), ("square", "aresquay"),
        ("yellow", "ellowyay"), ("rhythm", "ythmrhay"), ("my", "ymay"), ("psst", "psstay"),
        ("u", "uway"), ("qu", "quay"), ("xylophone", "ylophonexay"), ("queue", "euequay"),
    ])
    def test_words(word, want):
        assert pig_latin(word) == want


    def test_sentence():
        assert pig_latin("the quick brown fox jumps over my lazy dog") == (
            "ethay ickquay ownbray oxfay umpsjay overway ymay azylay ogday")


    def test_empty():
        assert pig_latin("") == ""


    def test_long_text():
        words = ["school", "yttria", "quack", "strength", "idea", "by"] * 500
        out = pig_latin(" ".join(words)).split(" ")
        assert out[:6] == ["oolschay", "iayttray", "ackquay", "engthstray", "ideaway", "ybay"]
        assert len(out) == 3000 and out[-1] == "ybay"


    @pytest.mark.parametrize("bad", ["Pig", "pig!", " pig", "pig ", "pig  latin", "caf\\u00e9", "pig\\tlatin", "x1"])
    def test_invalid(bad):
        with pytest.raises(ValueError):
            pig_latin(bad)


    def test_type():
        with pytest.raises(TypeError):
            pig_latin(b"pig")
        with pytest.raises(TypeError):
            pig_latin(None)
    ''')

PIG_POOL_A = d('''
    def pig_latin(text):
        if type(text) is not str:
            raise TypeError("expected str")
        if not text:
            return ""
        out = []
        for word in text.split(" "):
            if word == "" or not all(ch in "abcdefghijklmnopqrstuvwxyz" for ch in word):
                raise ValueError("invalid text")
            out.append(translate(word))
        return " ".join(out)


    def translate(word):
        if word[0] in "aeiou":
            return word + "way"
        pos = 0
        n = len(word)
        while pos < n:
            if word[pos] in "aeiou" or (pos > 0 and word[pos] == "y"):
                break
            if word.startswith("qu", pos):
                pos += 2
            else:
                pos += 1
        if pos >= n:
            return word + "ay"
        return word[pos:] + word[:pos] + "ay"
    ''')

PIG_POOL_B = d('''
    import string

    _ALLOWED = frozenset(string.ascii_lowercase)


    def _split_point(w):
        """Index where the moved prefix ends, or None if w has no vowel."""
        k = 0
        while k < len(w):
            if w[k] in "aeiou" or (w[k] == "y" and k):
                return k
            k += 2 if w[k:k + 2] == "qu" else 1
        return None


    def pig_latin(text):
        if not isinstance(text, str):
            raise TypeError(type(text).__name__)
        if text == "":
            return text
        parts = text.split(" ")
        if any(not p or not set(p) <= _ALLOWED for p in parts):
            raise ValueError(text)
        res = []
        for p in parts:
            if p[0] in "aeiou":
                res.append(p + "way")
                continue
            k = _split_point(p)
            res.append(p + "ay" if k is None else p[k:] + p[:k] + "ay")
        return " ".join(res)
    ''')

PIG_POOL_C = d('''
    class _Translator:
        vowels = "aeiou"

        def word(self, w):
            if w[0] in self.vowels:
                return w + "way"
            head = ""
            rest = w
            while rest:
                ch = rest[0]
                if ch in self.vowels or (ch == "y" and head):
                    return rest + head + "ay"
                if rest[:2] == "qu":
                    head, rest = head + "qu", rest[2:]
                else:
                    head, rest = head + ch, rest[1:]
            return w + "ay"


    _T = _Translator()


    def pig_latin(text):
        if not isinstance(text, str):
            raise TypeError("pig_latin wants a str")
        if len(text) == 0:
            return ""
        for ch in text:
            if ch != " " and not ("a" <= ch <= "z"):
                raise ValueError("only a-z and spaces")
        if text.startswith(" ") or text.endswith(" ") or "  " in text:
            raise ValueError("bad spacing")
        return " ".join(_T.word(w) for w in text.split(" "))
    ''')

task("easy-01-pig-latin", "h6-easy-pig-latin", "easy", 10, PIG_DESC, PIG_STARTER, PIG_REF, PIG_TESTS,
     (PIG_POOL_A, PIG_POOL_B, PIG_POOL_C), {"tests/test_examples.py": PIG_EXAMPLES})

# ---------------------------------------------------------------- easy-02-clock-format
CLOCK_DESC = (
    "Implement to_24h(s) and to_12h(s) in solution.py. to_24h takes a 12-hour time \"H:MM AM\" or "
    "\"H:MM PM\" (hour 1-12 with one or two digits, a leading zero allowed; minutes exactly two digits "
    "00-59; exactly one space; AM/PM in capitals) and returns \"HH:MM\" on the 24-hour clock "
    "(\"12:00 AM\" -> \"00:00\", \"12:30 PM\" -> \"12:30\", \"7:05 PM\" -> \"19:05\"). to_12h is the "
    "inverse: it takes \"HH:MM\" (exactly two ASCII digits each, 00-23 and 00-59) and returns the 12-hour "
    "form without a leading zero on the hour (\"00:30\" -> \"12:30 AM\", \"09:15\" -> \"9:15 AM\"). Only "
    "ASCII digits count as digits. Raise TypeError when the argument is not a str and ValueError for any "
    "malformed or out-of-range time.")

CLOCK_STARTER = d('''
    """12-hour / 24-hour clock conversion. See the task description."""


    def to_24h(s):
        raise NotImplementedError


    def to_12h(s):
        raise NotImplementedError
    ''')

CLOCK_REF = d('''
    DIGITS = "0123456789"


    def _num(s):
        if not s or any(c not in DIGITS for c in s):
            raise ValueError("not a number: %r" % (s,))
        return int(s)


    def to_24h(s):
        if not isinstance(s, str):
            raise TypeError("expected str")
        time_part, sep, half = s.partition(" ")
        if sep != " " or half not in ("AM", "PM"):
            raise ValueError(s)
        h, colon, m = time_part.partition(":")
        if colon != ":" or len(h) not in (1, 2) or len(m) != 2:
            raise ValueError(s)
        hour, minute = _num(h), _num(m)
        if not 1 <= hour <= 12 or minute > 59:
            raise ValueError(s)
        hour %= 12
        if half == "PM":
            hour += 12
        return "%02d:%02d" % (hour, minute)


    def to_12h(s):
        if not isinstance(s, str):
            raise TypeError("expected str")
        if len(s) != 5 or s[2] != ":":
            raise ValueError(s)
        hour, minute = _num(s[:2]), _num(s[3:])
        if hour > 23 or minute > 59:
            raise ValueError(s)
        half = "AM" if hour < 12 else "PM"
        return "%d:%02d %s" % (hour % 12 or 12, minute, half)
    ''')

CLOCK_TESTS = d('''
    import pytest

    from solution import to_12h, to_24h


    @pytest.mark.parametrize("s,want", [
        ("12:00 AM", "00:00"), ("12:30 PM", "12:30"), ("7:05 PM", "19:05"), ("07:05 AM", "07:05"),
        ("11:59 PM", "23:59"), ("1:00 AM", "01:00"), ("12:01 AM", "00:01"), ("10:10 PM", "22:10"),
    ])
    def test_to_24h(s, want):
        assert to_24h(s) == want


    @pytest.mark.parametrize("s,want", [
        ("00:30", "12:30 AM"), ("09:15", "9:15 AM"), ("12:00", "12:00 PM"), ("13:45", "1:45 PM"),
        ("23:59", "11:59 PM"), ("00:00", "12:00 AM"), ("11:07", "11:07 AM"),
    ])
    def test_to_12h(s, want):
        assert to_12h(s) == want


    def test_round_trip_every_minute():
        for h in range(24):
            for m in range(60):
                s = "%02d:%02d" % (h, m)
                assert to_24h(to_12h(s)) == s


    @pytest.mark.parametrize("bad", ["13:00 PM", "0:15 AM", "7:5 PM", "7:05 pm", "7:05PM", "7:60 AM",
                                     "7:05  PM", "\\u0667:05 PM", "+7:05 PM", "7:05 XM", "", "712:00 AM"])
    def test_to_24h_invalid(bad):
        with pytest.raises(ValueError):
            to_24h(bad)


    @pytest.mark.parametrize("bad", ["24:00", "7:05", "07:5", "07-05", "12:60", " 7:05", "\\u0660\\u0667:05", "07:05 "])
    def test_to_12h_invalid(bad):
        with pytest.raises(ValueError):
            to_12h(bad)


    def test_types():
        with pytest.raises(TypeError):
            to_24h(705)
        with pytest.raises(TypeError):
            to_12h(None)
    ''')

CLOCK_POOL_A = d('''
    import re

    _TWELVE = re.compile(r"([0-9]{1,2}):([0-9]{2}) (AM|PM)")
    _TWENTY_FOUR = re.compile(r"([0-9]{2}):([0-9]{2})")


    def to_24h(s):
        if not isinstance(s, str):
            raise TypeError("s must be str")
        m = _TWELVE.fullmatch(s)
        if not m:
            raise ValueError(f"bad 12-hour time {s!r}")
        h, mi = int(m.group(1)), int(m.group(2))
        if h < 1 or h > 12 or mi > 59:
            raise ValueError(f"out of range {s!r}")
        if m.group(3) == "AM":
            h = 0 if h == 12 else h
        else:
            h = 12 if h == 12 else h + 12
        return f"{h:02d}:{mi:02d}"


    def to_12h(s):
        if not isinstance(s, str):
            raise TypeError("s must be str")
        m = _TWENTY_FOUR.fullmatch(s)
        if not m:
            raise ValueError(f"bad 24-hour time {s!r}")
        h, mi = int(m.group(1)), int(m.group(2))
        if h > 23 or mi > 59:
            raise ValueError(f"out of range {s!r}")
        suffix = "PM" if h >= 12 else "AM"
        h12 = h - 12 if h > 12 else (12 if h == 0 else h)
        return f"{h12}:{mi:02d} {suffix}"
    ''')

CLOCK_POOL_B = d('''
    def _ascii_int(text):
        if text == "" or not text.isascii() or not text.isdigit():
            raise ValueError("digits expected")
        return int(text)


    def to_24h(s):
        if not isinstance(s, str):
            raise TypeError
        pieces = s.split(" ")
        if len(pieces) != 2 or pieces[1] not in {"AM", "PM"}:
            raise ValueError(s)
        hm = pieces[0].split(":")
        if len(hm) != 2 or not (1 <= len(hm[0]) <= 2) or len(hm[1]) != 2:
            raise ValueError(s)
        hour, minute = _ascii_int(hm[0]), _ascii_int(hm[1])
        if not (1 <= hour <= 12 and 0 <= minute <= 59):
            raise ValueError(s)
        total = (hour % 12) * 60 + minute + (720 if pieces[1] == "PM" else 0)
        return "{:02d}:{:02d}".format(*divmod(total, 60))


    def to_12h(s):
        if not isinstance(s, str):
            raise TypeError
        if len(s) != 5 or s[2] != ":":
            raise ValueError(s)
        hour, minute = _ascii_int(s[0:2]), _ascii_int(s[3:5])
        if hour >= 24 or minute >= 60:
            raise ValueError(s)
        return "{}:{:02d} {}".format((hour + 11) % 12 + 1, minute, "AM" if hour < 12 else "PM")
    ''')

CLOCK_POOL_C = d('''
    ASCII = frozenset("0123456789")


    class ClockError(ValueError):
        pass


    def _check_digits(*groups):
        for g in groups:
            if not g or not set(g) <= ASCII:
                raise ClockError("non-digit in %r" % (g,))


    def to_24h(s):
        if not isinstance(s, str):
            raise TypeError("str required, got %s" % type(s).__name__)
        if s.count(" ") != 1 or s.count(":") != 1:
            raise ClockError(s)
        clock, meridiem = s.split(" ")
        hh, mm = clock.split(":")
        _check_digits(hh, mm)
        if len(hh) > 2 or len(mm) != 2 or meridiem not in ("AM", "PM"):
            raise ClockError(s)
        h, m = int(hh), int(mm)
        if h == 0 or h > 12 or m > 59:
            raise ClockError(s)
        if h == 12:
            h = 0
        if meridiem == "PM":
            h += 12
        return str(h).zfill(2) + ":" + str(m).zfill(2)


    def to_12h(s):
        if not isinstance(s, str):
            raise TypeError("str required, got %s" % type(s).__name__)
        if len(s) != 5 or s[2] != ":":
            raise ClockError(s)
        hh, mm = s[:2], s[3:]
        _check_digits(hh, mm)
        h, m = int(hh), int(mm)
        if h > 23 or m > 59:
            raise ClockError(s)
        meridiem = "PM" if h >= 12 else "AM"
        h = h % 12
        if h == 0:
            h = 12
        return "%d:%s %s" % (h, mm, meridiem)
    ''')

task("easy-02-clock-format", "h6-easy-clock-format", "easy", 10, CLOCK_DESC, CLOCK_STARTER, CLOCK_REF,
     CLOCK_TESTS, (CLOCK_POOL_A, CLOCK_POOL_B, CLOCK_POOL_C))

# ---------------------------------------------------------------- medium-01-coin-change
COIN_DESC = (
    "Implement min_coins(amount, coins) and count_ways(amount, coins) in solution.py. coins is a list of "
    "positive int denominations (unlimited supply of each; duplicates may appear and count once). "
    "min_coins returns the fewest coins summing exactly to amount, 0 for amount 0, and -1 when it cannot "
    "be done (greedy is not enough: min_coins(6, [1, 3, 4]) == 2). count_ways returns the number of "
    "different multisets of coins summing to amount (order does not matter; count_ways(0, coins) == 1; "
    "count_ways(5, [1, 2, 5]) == 4). Both raise ValueError when amount is negative or a coin is not "
    "positive, and TypeError when amount or a coin is not an int (bool is not accepted). The hidden tests "
    "include amounts up to 100000 with ten denominations under a time budget.")

COIN_STARTER = d('''
    """Coin change: fewest coins and number of ways. See the task description."""


    def min_coins(amount, coins):
        raise NotImplementedError


    def count_ways(amount, coins):
        raise NotImplementedError
    ''')

COIN_REF = d('''
    def _check(amount, coins):
        for v in [amount, *coins]:
            if type(v) is not int:
                raise TypeError("ints only")
        if amount < 0:
            raise ValueError("negative amount")
        if any(c <= 0 for c in coins):
            raise ValueError("coins must be positive")
        return sorted(set(coins))


    def min_coins(amount, coins):
        coins = _check(amount, list(coins))
        inf = amount + 1
        best = [0] + [inf] * amount
        for c in coins:
            for v in range(c, amount + 1):
                t = best[v - c] + 1
                if t < best[v]:
                    best[v] = t
        return -1 if best[amount] == inf else best[amount]


    def count_ways(amount, coins):
        coins = _check(amount, list(coins))
        ways = [1] + [0] * amount
        for c in coins:
            for v in range(c, amount + 1):
                ways[v] += ways[v - c]
        return ways[amount]
    ''')

COIN_TESTS = d('''
    import itertools
    import random
    import time

    import pytest

    from solution import count_ways, min_coins


    def _brute(amount, coins):
        coins = sorted(set(coins))
        best, ways = None, 0
        ranges = [range(amount // c + 1) for c in coins]
        for combo in itertools.product(*ranges):
            if sum(k * c for k, c in zip(combo, coins)) == amount:
                ways += 1
                n = sum(combo)
                best = n if best is None or n < best else best
        return (-1 if best is None else best), ways


    def test_examples():
        assert min_coins(6, [1, 3, 4]) == 2
        assert count_ways(5, [1, 2, 5]) == 4
        assert min_coins(11, [1, 2, 5]) == 3


    def test_zero_and_impossible():
        assert min_coins(0, [2]) == 0 and count_ways(0, [2]) == 1
        assert min_coins(3, [2]) == -1 and count_ways(3, [2]) == 0
        assert min_coins(7, []) == -1 and count_ways(0, []) == 1


    def test_duplicates_count_once():
        assert count_ways(4, [1, 1, 2]) == 3
        assert min_coins(9, [3, 3, 3]) == 3


    def test_against_brute_force():
        rng = random.Random(6006)
        for _ in range(120):
            coins = rng.sample(range(1, 13), rng.randint(1, 4))
            amount = rng.randint(0, 40)
            want = _brute(amount, coins)
            assert (min_coins(amount, coins), count_ways(amount, coins)) == want, (amount, coins)


    def test_big_count():
        assert count_ways(300, [1, 2, 5, 10, 20, 50, 100, 200]) == 471363
        assert min_coins(299, [1, 5, 10, 25]) == 17


    def test_does_not_modify_input():
        coins = [5, 1, 5, 2]
        min_coins(12, coins)
        count_ways(12, coins)
        assert coins == [5, 1, 5, 2]


    @pytest.mark.parametrize("args", [(-1, [1]), (5, [0, 1]), (5, [2, -3])])
    def test_value_errors(args):
        with pytest.raises(ValueError):
            min_coins(*args)
        with pytest.raises(ValueError):
            count_ways(*args)


    @pytest.mark.parametrize("args", [(5.0, [1]), (5, [1.0]), (True, [1]), (5, ["1"]), (5, [True])])
    def test_type_errors(args):
        with pytest.raises(TypeError):
            min_coins(*args)
        with pytest.raises(TypeError):
            count_ways(*args)


    def test_time_budget():
        coins = [1, 5, 10, 25, 50, 100, 200, 500, 1000, 2000]
        t0 = time.perf_counter()
        assert min_coins(100000, coins) == 50
        assert min_coins(99999, [7, 13, 9973]) == 33
        w = count_ways(100000, coins)
        elapsed = time.perf_counter() - t0
        assert w % 1000000007 == 308486731
        assert elapsed < 4.0, elapsed
    ''')

COIN_POOL_A = d('''
    def _validate(amount, coins):
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise TypeError("amount must be int")
        for c in coins:
            if isinstance(c, bool) or not isinstance(c, int):
                raise TypeError("coin must be int")
        if amount < 0:
            raise ValueError("amount must be >= 0")
        for c in coins:
            if c <= 0:
                raise ValueError("coin must be > 0")
        return sorted(set(coins))


    def min_coins(amount, coins):
        denoms = _validate(amount, coins)
        INF = float("inf")
        dp = [0] + [INF] * amount
        for a in range(1, amount + 1):
            m = INF
            for c in denoms:
                if c > a:
                    break
                if dp[a - c] + 1 < m:
                    m = dp[a - c] + 1
            dp[a] = m
        return dp[amount] if dp[amount] != INF else -1


    def count_ways(amount, coins):
        denoms = _validate(amount, coins)
        table = [0] * (amount + 1)
        table[0] = 1
        for c in denoms:
            for a in range(c, amount + 1):
                table[a] += table[a - c]
        return table[amount]
    ''')

COIN_POOL_B = d('''
    from collections import deque


    def _clean(amount, coins):
        vals = [amount] + list(coins)
        if any(type(v) is not int for v in vals):
            raise TypeError("int expected")
        if amount < 0 or any(c <= 0 for c in coins):
            raise ValueError("out of range")
        return sorted(set(coins), reverse=True)


    def min_coins(amount, coins):
        """Breadth-first search over remaining amounts: the first time 0 is reached is optimal."""
        denoms = _clean(amount, coins)
        if amount == 0:
            return 0
        seen = bytearray(amount + 1)
        seen[amount] = 1
        frontier = deque([amount])
        steps = 0
        while frontier:
            steps += 1
            for _ in range(len(frontier)):
                rest = frontier.popleft()
                for c in denoms:
                    nxt = rest - c
                    if nxt == 0:
                        return steps
                    if nxt > 0 and not seen[nxt]:
                        seen[nxt] = 1
                        frontier.append(nxt)
        return -1


    def count_ways(amount, coins):
        denoms = _clean(amount, coins)
        ways = [1] + [0] * amount
        for c in denoms:
            for a in range(c, amount + 1):
                ways[a] = ways[a] + ways[a - c]
        return ways[-1]
    ''')

COIN_POOL_C = d('''
    class CoinSystem:
        def __init__(self, coins):
            coins = list(coins)
            for c in coins:
                if type(c) is not int:
                    raise TypeError(repr(c))
            if any(c < 1 for c in coins):
                raise ValueError("non-positive coin")
            self.coins = sorted(set(coins))

        def fewest(self, amount):
            best = [None] * (amount + 1)
            best[0] = 0
            for c in self.coins:
                for v in range(c, amount + 1):
                    prev = best[v - c]
                    if prev is not None and (best[v] is None or prev + 1 < best[v]):
                        best[v] = prev + 1
            return -1 if best[amount] is None else best[amount]

        def ways(self, amount):
            w = [0] * (amount + 1)
            w[0] = 1
            for c in self.coins:
                for v in range(c, amount + 1):
                    w[v] += w[v - c]
            return w[amount]


    def _amount(amount):
        if type(amount) is not int:
            raise TypeError("amount must be an int")
        return amount


    def min_coins(amount, coins):
        system = CoinSystem(coins)
        if _amount(amount) < 0:
            raise ValueError("negative amount")
        return system.fewest(amount)


    def count_ways(amount, coins):
        system = CoinSystem(coins)
        if _amount(amount) < 0:
            raise ValueError("negative amount")
        return system.ways(amount)
    ''')

task("medium-01-coin-change", "h6-medium-coin-change", "medium", 30, COIN_DESC, COIN_STARTER, COIN_REF,
     COIN_TESTS, (COIN_POOL_A, COIN_POOL_B, COIN_POOL_C))

# ---------------------------------------------------------------- medium-02-base64-codec
B64_DESC = (
    "Implement b64encode(data) and b64decode(text) in solution.py: standard Base64 (RFC 4648 alphabet "
    "A-Z a-z 0-9 + /, with '=' padding to a multiple of 4 characters). b64encode takes bytes or bytearray "
    "and returns a str; b64decode takes a str and returns bytes. b64decode raises ValueError when the length "
    "is not a multiple of 4, on any character outside the alphabet (whitespace included), and on misplaced "
    "or excess padding ('=' only at the end, at most two). Both raise TypeError for other argument types. "
    "Write the codec yourself: the modules base64, binascii, codecs and email, importlib and __import__ must "
    "not appear in solution.py (the hidden tests check the source). Visible examples are in "
    "tests/test_examples.py.")

B64_STARTER = d('''
    """Base64 codec written from scratch (base64/binascii/codecs are not allowed)."""


    def b64encode(data):
        raise NotImplementedError


    def b64decode(text):
        raise NotImplementedError
    ''')

B64_EXAMPLES = d('''
    from solution import b64decode, b64encode


    def test_encode_man():
        assert b64encode(b"Man") == "TWFu"
        assert b64encode(b"Ma") == "TWE="


    def test_decode():
        assert b64decode("aGVsbG8=") == b"hello"
    ''')

B64_REF = d('''
    ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    INDEX = {c: i for i, c in enumerate(ALPHABET)}


    def b64encode(data):
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("bytes expected")
        out = []
        for i in range(0, len(data), 3):
            chunk = data[i:i + 3]
            n = int.from_bytes(bytes(chunk) + b"\\0" * (3 - len(chunk)), "big")
            quad = [ALPHABET[(n >> s) & 63] for s in (18, 12, 6, 0)]
            keep = len(chunk) + 1
            out.append("".join(quad[:keep]) + "=" * (4 - keep))
        return "".join(out)


    def b64decode(text):
        if not isinstance(text, str):
            raise TypeError("str expected")
        if len(text) % 4:
            raise ValueError("length not a multiple of 4")
        body = text.rstrip("=")
        pad = len(text) - len(body)
        if pad > 2 or (pad and len(text) == pad) or (pad == 2 and len(text) < 4):
            raise ValueError("bad padding")
        if len(body) % 4 == 1:
            raise ValueError("bad padding")
        out = bytearray()
        for i in range(0, len(body), 4):
            group = body[i:i + 4]
            n = 0
            for c in group:
                if c not in INDEX:
                    raise ValueError("invalid character %r" % c)
                n = n * 64 + INDEX[c]
            n <<= 6 * (4 - len(group))
            raw = n.to_bytes(3, "big")
            out += raw[:len(group) - 1]
        return bytes(out)
    ''')

B64_TESTS = d('''
    import base64
    import os
    import random
    import re

    import pytest

    import solution
    from solution import b64decode, b64encode


    @pytest.mark.parametrize("raw,enc", [
        (b"", ""), (b"f", "Zg=="), (b"fo", "Zm8="), (b"foo", "Zm9v"), (b"foob", "Zm9vYg=="),
        (b"fooba", "Zm9vYmE="), (b"foobar", "Zm9vYmFy"), (b"\\xff\\xfe\\xfd", "//79"), (b"\\x00", "AA=="),
    ])
    def test_rfc_vectors(raw, enc):
        assert b64encode(raw) == enc
        assert b64decode(enc) == raw


    def test_bytearray():
        assert b64encode(bytearray(b"hi!")) == "aGkh"


    def test_random_against_stdlib():
        rng = random.Random(46)
        for n in list(range(40)) + [rng.randint(100, 3000) for _ in range(30)]:
            raw = bytes(rng.randrange(256) for _ in range(n))
            enc = base64.b64encode(raw).decode("ascii")
            assert b64encode(raw) == enc
            assert b64decode(enc) == raw


    def test_all_byte_values():
        raw = bytes(range(256)) * 3
        assert b64decode(b64encode(raw)) == raw


    @pytest.mark.parametrize("bad", ["abc", "ab=c", "a===", "ab!d", "====", "=abc", "Zg==Zg==",
                                     "Zm9v\\n", "Zm 9", "Zm9vY===", "Z\\u00e9==", "Zg="])
    def test_invalid(bad):
        with pytest.raises(ValueError):
            b64decode(bad)


    def test_types():
        with pytest.raises(TypeError):
            b64encode("text")
        with pytest.raises(TypeError):
            b64decode(b"Zg==")


    def test_no_forbidden_modules():
        src = open(solution.__file__, encoding="utf-8").read()
        for pat in (r"\\bbase64\\b", r"\\bbinascii\\b", r"\\bcodecs\\b", r"\\bemail\\b", r"importlib", r"__import__"):
            assert not re.search(pat, src), pat
    ''')

B64_POOL_A = d('''
    _CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    _VALUE = {ch: i for i, ch in enumerate(_CHARS)}


    def b64encode(data):
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("b64encode needs bytes")
        bits = "".join(format(b, "08b") for b in data)
        pad_bits = (-len(bits)) % 6
        bits += "0" * pad_bits
        text = "".join(_CHARS[int(bits[i:i + 6], 2)] for i in range(0, len(bits), 6))
        return text + "=" * ((-len(text)) % 4)


    def b64decode(text):
        if not isinstance(text, str):
            raise TypeError("b64decode needs str")
        if len(text) % 4 != 0:
            raise ValueError("length")
        stripped = text.rstrip("=")
        npad = len(text) - len(stripped)
        if npad > 2:
            raise ValueError("too much padding")
        if "=" in stripped:
            raise ValueError("padding inside")
        if npad and len(stripped) % 4 + npad != 4:
            raise ValueError("padding")
        bits = []
        for ch in stripped:
            if ch not in _VALUE:
                raise ValueError("bad char")
            bits.append(format(_VALUE[ch], "06b"))
        allbits = "".join(bits)
        usable = len(allbits) - len(allbits) % 8
        return bytes(int(allbits[i:i + 8], 2) for i in range(0, usable, 8))
    ''')

B64_POOL_B = d('''
    import string

    TABLE = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"
    REVERSE = {c: n for n, c in enumerate(TABLE)}


    def b64encode(data):
        if type(data) not in (bytes, bytearray):
            raise TypeError(type(data).__name__)
        result = []
        full = len(data) - len(data) % 3
        for i in range(0, full, 3):
            a, b, c = data[i], data[i + 1], data[i + 2]
            result += [TABLE[a >> 2], TABLE[(a & 3) << 4 | b >> 4], TABLE[(b & 15) << 2 | c >> 6], TABLE[c & 63]]
        rest = len(data) - full
        if rest == 1:
            a = data[full]
            result += [TABLE[a >> 2], TABLE[(a & 3) << 4], "=", "="]
        elif rest == 2:
            a, b = data[full], data[full + 1]
            result += [TABLE[a >> 2], TABLE[(a & 3) << 4 | b >> 4], TABLE[(b & 15) << 2], "="]
        return "".join(result)


    def b64decode(text):
        if type(text) is not str:
            raise TypeError(type(text).__name__)
        n = len(text)
        if n % 4:
            raise ValueError("bad length")
        pad = 0
        if n and text[-1] == "=":
            pad = 2 if text[-2] == "=" else 1
        if n and pad >= 1 and n == 4 and pad == 2 and text[0] == "=":
            raise ValueError("only padding")
        body = text[:n - pad]
        for ch in body:
            if ch not in REVERSE:
                raise ValueError("invalid %r" % ch)
        out = bytearray()
        for i in range(0, len(body), 4):
            grp = [REVERSE[ch] for ch in body[i:i + 4]]
            if len(grp) == 1:
                raise ValueError("dangling character")
            v = 0
            for g in grp:
                v = v << 6 | g
            v <<= 6 * (4 - len(grp))
            out += v.to_bytes(3, "big")[:len(grp) - 1]
        return bytes(out)
    ''')

B64_POOL_C = d('''
    class Codec:
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

        def __init__(self):
            self.lookup = {}
            for i, c in enumerate(self.alphabet):
                self.lookup[c] = i

        def encode(self, data):
            out = []
            buf = 0
            nbits = 0
            for byte in data:
                buf = (buf << 8) | byte
                nbits += 8
                while nbits >= 6:
                    nbits -= 6
                    out.append(self.alphabet[(buf >> nbits) & 0x3F])
            if nbits:
                out.append(self.alphabet[(buf << (6 - nbits)) & 0x3F])
            while len(out) % 4:
                out.append("=")
            return "".join(out)

        def decode(self, text):
            if len(text) % 4:
                raise ValueError("length %d is not a multiple of 4" % len(text))
            end = len(text)
            while end > 0 and text[end - 1] == "=":
                end -= 1
            padding = len(text) - end
            if padding > 2 or (padding and end % 4 + padding != 4):
                raise ValueError("wrong padding")
            out = bytearray()
            buf = 0
            nbits = 0
            for ch in text[:end]:
                v = self.lookup.get(ch)
                if v is None:
                    raise ValueError("character %r not in alphabet" % ch)
                buf = (buf << 6) | v
                nbits += 6
                if nbits >= 8:
                    nbits -= 8
                    out.append((buf >> nbits) & 0xFF)
            return bytes(out)


    _codec = Codec()


    def b64encode(data):
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("data must be bytes-like")
        return _codec.encode(data)


    def b64decode(text):
        if not isinstance(text, str):
            raise TypeError("text must be str")
        return _codec.decode(text)
    ''')

task("medium-02-base64-codec", "h6-medium-base64-codec", "medium", 15, B64_DESC, B64_STARTER, B64_REF,
     B64_TESTS, (B64_POOL_A, B64_POOL_B, B64_POOL_C), {"tests/test_examples.py": B64_EXAMPLES})

# ---------------------------------------------------------------- medium-03-running-median
MED_DESC = (
    "Implement class RunningMedian in solution.py: add(x) inserts a number (int or float), median() "
    "returns the median of everything added so far (the middle value for an odd count, exactly as it was "
    "added; the mean (a + b) / 2 of the two middle values for an even count, a float), len() gives the "
    "count. median() on an empty RunningMedian raises ValueError; add() raises TypeError for anything that "
    "is not an int or float (bool is not accepted) and ValueError for NaN. The hidden tests add 200000 "
    "values, asking for the median after each add, under a time budget.")

MED_STARTER = d('''
    """Streaming median. See the task description."""


    class RunningMedian:
        def __init__(self):
            raise NotImplementedError

        def add(self, x):
            raise NotImplementedError

        def median(self):
            raise NotImplementedError

        def __len__(self):
            raise NotImplementedError
    ''')

MED_REF = d('''
    import heapq
    import math


    class RunningMedian:
        def __init__(self):
            self._low = []   # max-heap (negated)
            self._high = []  # min-heap

        def add(self, x):
            if isinstance(x, bool) or not isinstance(x, (int, float)):
                raise TypeError("number expected")
            if isinstance(x, float) and math.isnan(x):
                raise ValueError("NaN")
            if self._low and x > -self._low[0]:
                heapq.heappush(self._high, x)
            else:
                heapq.heappush(self._low, -x)
            if len(self._low) > len(self._high) + 1:
                heapq.heappush(self._high, -heapq.heappop(self._low))
            elif len(self._high) > len(self._low):
                heapq.heappush(self._low, -heapq.heappop(self._high))

        def median(self):
            if not self._low:
                raise ValueError("empty")
            if len(self._low) > len(self._high):
                return -self._low[0]
            return (-self._low[0] + self._high[0]) / 2

        def __len__(self):
            return len(self._low) + len(self._high)
    ''')

MED_TESTS = d('''
    import math
    import random
    import statistics
    import time

    import pytest

    from solution import RunningMedian


    def test_small():
        r = RunningMedian()
        r.add(5)
        assert r.median() == 5 and len(r) == 1
        r.add(1)
        assert r.median() == 3.0 and isinstance(r.median(), float)
        r.add(10)
        assert r.median() == 5
        r.add(2)
        assert r.median() == 3.5


    def test_keeps_type_for_odd_count():
        r = RunningMedian()
        for v in (3, 1, 2):
            r.add(v)
        assert r.median() == 2 and type(r.median()) is int


    def test_empty():
        with pytest.raises(ValueError):
            RunningMedian().median()
        assert len(RunningMedian()) == 0


    def test_negative_and_float():
        r = RunningMedian()
        for v in (-1.5, -7, 2.25, 0, -0.5):
            r.add(v)
        assert r.median() == -0.5


    def test_duplicates():
        r = RunningMedian()
        for v in [4] * 7 + [1] * 3:
            r.add(v)
        assert r.median() == 4.0


    def test_against_statistics():
        rng = random.Random(3131)
        r = RunningMedian()
        seen = []
        for _ in range(600):
            v = rng.choice([rng.randint(-50, 50), rng.uniform(-100, 100)])
            r.add(v)
            seen.append(v)
            assert r.median() == pytest.approx(statistics.median(seen))
        assert len(r) == 600


    def test_independent_instances():
        a, b = RunningMedian(), RunningMedian()
        a.add(1)
        b.add(100)
        assert a.median() == 1 and b.median() == 100


    @pytest.mark.parametrize("bad", ["3", None, True, [1], 1 + 2j])
    def test_type_errors(bad):
        with pytest.raises(TypeError):
            RunningMedian().add(bad)


    def test_nan():
        with pytest.raises(ValueError):
            RunningMedian().add(math.nan)


    def test_time_budget():
        rng = random.Random(99)
        vals = [rng.randint(-10**6, 10**6) for _ in range(200000)]
        r = RunningMedian()
        t0 = time.perf_counter()
        acc = 0
        for v in vals:
            r.add(v)
            acc += r.median()
        elapsed = time.perf_counter() - t0
        assert r.median() == statistics.median(vals)
        assert elapsed < 5.0, elapsed
    ''')

MED_POOL_A = d('''
    from heapq import heappop, heappush, heappushpop


    class RunningMedian:
        """Two heaps: lower half as a max-heap of negatives, upper half as a min-heap."""

        def __init__(self):
            self.lower = []
            self.upper = []

        def add(self, x):
            if type(x) not in (int, float):
                raise TypeError("add() wants an int or a float")
            if x != x:
                raise ValueError("NaN is not allowed")
            if len(self.lower) == len(self.upper):
                heappush(self.lower, -heappushpop(self.upper, x))
            else:
                heappush(self.upper, -heappushpop(self.lower, -x))

        def median(self):
            if not self.lower:
                raise ValueError("median of nothing")
            if len(self.lower) == len(self.upper):
                return (self.upper[0] - self.lower[0]) / 2
            return -self.lower[0]

        def __len__(self):
            return len(self.lower) + len(self.upper)
    ''')

MED_POOL_B = d('''
    import heapq
    import math


    def _number(x):
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise TypeError("expected an int or float, got %r" % (x,))
        if isinstance(x, float) and math.isnan(x):
            raise ValueError("NaN has no place in a median")
        return x


    class RunningMedian:
        """Keeps the middle element(s) apart: `lo` holds values <= median (negated), `hi` the rest."""

        def __init__(self):
            self.lo, self.hi, self.n = [], [], 0

        def add(self, x):
            x = _number(x)
            self.n += 1
            if self.n % 2:  # the new count is odd: lo must grow by one
                if self.hi and x > self.hi[0]:
                    x = heapq.heapreplace(self.hi, x)
                heapq.heappush(self.lo, -x)
            else:           # even: hi must grow by one
                if x < -self.lo[0]:
                    x = -heapq.heapreplace(self.lo, -x)
                heapq.heappush(self.hi, x)

        def median(self):
            if self.n == 0:
                raise ValueError("no values added")
            if self.n % 2:
                return -self.lo[0]
            return (-self.lo[0] + self.hi[0]) / 2

        def __len__(self):
            return self.n
    ''')

MED_POOL_C = d('''
    import heapq
    import math


    class _MaxHeap:
        def __init__(self):
            self.items = []

        def push(self, v):
            heapq.heappush(self.items, -v)

        def pop(self):
            return -heapq.heappop(self.items)

        def top(self):
            return -self.items[0]

        def __len__(self):
            return len(self.items)


    class _MinHeap:
        def __init__(self):
            self.items = []

        def push(self, v):
            heapq.heappush(self.items, v)

        def pop(self):
            return heapq.heappop(self.items)

        def top(self):
            return self.items[0]

        def __len__(self):
            return len(self.items)


    class RunningMedian:
        def __init__(self):
            self.small = _MaxHeap()
            self.large = _MinHeap()

        def add(self, x):
            if type(x) is bool or not isinstance(x, (int, float)):
                raise TypeError("not a number: %r" % (x,))
            if math.isnan(x):
                raise ValueError("NaN")
            if len(self.small) == 0 or x <= self.small.top():
                self.small.push(x)
            else:
                self.large.push(x)
            if len(self.small) - len(self.large) == 2:
                self.large.push(self.small.pop())
            elif len(self.large) - len(self.small) == 1:
                self.small.push(self.large.pop())

        def median(self):
            if len(self) == 0:
                raise ValueError("empty")
            if len(self.small) == len(self.large):
                return (self.small.top() + self.large.top()) / 2
            return self.small.top()

        def __len__(self):
            return len(self.small) + len(self.large)
    ''')

task("medium-03-running-median", "h6-medium-running-median", "medium", 30, MED_DESC, MED_STARTER, MED_REF,
     MED_TESTS, (MED_POOL_A, MED_POOL_B, MED_POOL_C))

# ---------------------------------------------------------------- hard-01-regex-lite
RX_DESC = (
    "Implement fullmatch(pattern, text) in solution.py: True when the whole text matches the pattern, "
    "else False. Pattern syntax: a literal character; '.' (any character except newline); a class "
    "[abc], with ranges a-z, negation [^...], '-' literal when first or last, backslash escapes inside; "
    "a backslash followed by any character, meaning that character literally; and the postfix "
    "quantifiers '*', '+', '?' applying to the single preceding item. Raise ValueError for an invalid "
    "pattern: a quantifier with nothing to apply to (at the start or right after another quantifier), an "
    "unclosed or empty class, a reversed range such as [z-a], a trailing backslash, or any unescaped "
    "( ) { } | ^ $ outside a class. Matching must not take exponential time (patterns like 'a?' * 30 + "
    "'a' * 30 are in the tests). The modules re, sre_*, fnmatch and glob, importlib and __import__ must "
    "not appear in solution.py (the hidden tests check the source and compare with re.fullmatch).")

RX_STARTER = d('''
    """A small regular-expression matcher (no re module). See the task description."""


    def fullmatch(pattern, text):
        raise NotImplementedError
    ''')

RX_REF = d('''
    SPECIAL = set("(){}|^$")


    def _parse_class(p, i):
        # p[i] == "["
        i += 1
        neg = False
        if i < len(p) and p[i] == "^":
            neg = True
            i += 1
        items = []
        first = True
        while True:
            if i >= len(p):
                raise ValueError("unclosed class")
            c = p[i]
            if c == "]" and not first:
                i += 1
                break
            if c == "]" and first:
                raise ValueError("empty class")
            if c == "\\\\":
                if i + 1 >= len(p):
                    raise ValueError("trailing backslash")
                c = p[i + 1]
                i += 2
            else:
                i += 1
            first = False
            if i + 1 < len(p) and p[i] == "-" and p[i + 1] != "]":
                hi = p[i + 1]
                j = i + 2
                if hi == "\\\\":
                    if i + 2 >= len(p):
                        raise ValueError("trailing backslash")
                    hi = p[i + 2]
                    j = i + 3
                if hi < c:
                    raise ValueError("reversed range")
                items.append((c, hi))
                i = j
            else:
                items.append((c, c))
        return ("class", neg, tuple(items)), i


    def _compile(p):
        toks = []
        i = 0
        while i < len(p):
            c = p[i]
            if c in "*+?":
                if not toks or toks[-1][1] is not None:
                    raise ValueError("nothing to repeat")
                toks[-1] = (toks[-1][0], c)
                i += 1
                continue
            if c == "[":
                atom, i = _parse_class(p, i)
            elif c == "\\\\":
                if i + 1 >= len(p):
                    raise ValueError("trailing backslash")
                atom = ("lit", p[i + 1])
                i += 2
            elif c == ".":
                atom = ("any",)
                i += 1
            elif c in SPECIAL or c == "]":
                if c == "]":
                    atom = ("lit", c)
                    i += 1
                else:
                    raise ValueError("unsupported %r" % c)
            else:
                atom = ("lit", c)
                i += 1
            toks.append((atom, None))
        return toks


    def _one(atom, ch):
        kind = atom[0]
        if kind == "lit":
            return ch == atom[1]
        if kind == "any":
            return ch != "\\n"
        hit = any(lo <= ch <= hi for lo, hi in atom[2])
        return hit != atom[1]


    def fullmatch(pattern, text):
        toks = _compile(pattern)
        n, m = len(toks), len(text)
        # reach[j] for the current token index: positions in text reachable
        states = {0}
        for atom, q in toks:
            nxt = set()
            for j in states:
                if q is None or q == "+":
                    if j < m and _one(atom, text[j]):
                        nxt.add(j + 1)
                if q in ("?", "*"):
                    nxt.add(j)
                    if j < m and _one(atom, text[j]):
                        nxt.add(j + 1)
            if q in ("*", "+"):
                frontier = list(nxt)
                while frontier:
                    j = frontier.pop()
                    if j < m and _one(atom, text[j]) and j + 1 not in nxt:
                        nxt.add(j + 1)
                        frontier.append(j + 1)
            states = nxt
            if not states:
                return False
        return m in states
    ''')

RX_TESTS = d('''
    import random
    import re
    import time

    import pytest

    import solution
    from solution import fullmatch


    @pytest.mark.parametrize("pat,text,want", [
        ("abc", "abc", True), ("abc", "abd", False), ("a.c", "axc", True), ("a.c", "a\\nc", False),
        ("ab*c", "ac", True), ("ab*c", "abbbc", True), ("ab+c", "ac", False), ("ab?c", "abbc", False),
        ("[a-c]+", "abcabc", True), ("[^a-c]x", "dx", True), ("[^a-c]x", "bx", False), ("[-a]*", "-a-", True),
        ("a\\\\.b", "a.b", True), ("a\\\\.b", "axb", False), ("[\\\\]]", "]", True), ("x*", "", True),
        ("\\\\*+", "***", True), ("[a-]", "-", True), (".*", "anything at all", True), ("", "", True),
    ])
    def test_table(pat, text, want):
        assert fullmatch(pat, text) == want


    def _rand_pattern(rng):
        parts = []
        for _ in range(rng.randint(1, 6)):
            atom = rng.choice(["a", "b", ".", "[ab]", "[^a]", "[a-b]", "c"])
            q = rng.choice(["", "", "*", "+", "?"])
            parts.append(atom + q)
        return "".join(parts)


    def test_random_against_re():
        rng = random.Random(20261206)
        for _ in range(400):
            pat = _rand_pattern(rng)
            text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 8)))
            assert fullmatch(pat, text) == (re.fullmatch(pat, text) is not None), (pat, text)


    @pytest.mark.parametrize("bad", ["*a", "a**", "a+?", "[abc", "[]", "[z-a]", "ab\\\\", "(a)", "a|b",
                                     "a{2}", "^a", "a$", "?"])
    def test_invalid(bad):
        with pytest.raises(ValueError):
            fullmatch(bad, "a")


    def test_no_exponential_blowup():
        n = 30
        t0 = time.perf_counter()
        assert fullmatch("a?" * n + "a" * n, "a" * n) is True
        assert fullmatch("a*" * 20 + "b", "a" * 40) is False
        assert time.perf_counter() - t0 < 3.0


    def test_returns_bool():
        assert fullmatch("a", "a") is True and fullmatch("a", "b") is False


    def test_no_forbidden_modules():
        src = open(solution.__file__, encoding="utf-8").read()
        for pat in (r"\\bimport\\s+re\\b", r"\\bfrom\\s+re\\b", r"\\bsre_", r"fnmatch", r"\\bglob\\b", r"importlib", r"__import__"):
            assert not re.search(pat, src), pat
    ''')

RX_POOL_A = d('''
    from functools import lru_cache

    META = "(){}|^$"


    def parse(pattern):
        items = []
        i = 0
        n = len(pattern)
        while i < n:
            ch = pattern[i]
            if ch in "*+?":
                if not items or items[-1][1]:
                    raise ValueError("quantifier without operand at %d" % i)
                items[-1] = (items[-1][0], ch)
                i += 1
            elif ch == "\\\\":
                if i + 1 == n:
                    raise ValueError("dangling backslash")
                items.append((("=", pattern[i + 1]), ""))
                i += 2
            elif ch == ".":
                items.append((("."), ""))
                i += 1
            elif ch == "[":
                spec, i = parse_class(pattern, i + 1)
                items.append((spec, ""))
            elif ch in META:
                raise ValueError("unsupported metacharacter %r" % ch)
            else:
                items.append((("=", ch), ""))
                i += 1
        return items


    def parse_class(pattern, i):
        n = len(pattern)
        negate = i < n and pattern[i] == "^"
        if negate:
            i += 1
        chars = []
        while i < n and (pattern[i] != "]" or not chars):
            if pattern[i] == "]":
                raise ValueError("empty class")
            if pattern[i] == "\\\\":
                if i + 1 == n:
                    raise ValueError("dangling backslash")
                chars.append(pattern[i + 1])
                i += 2
            else:
                chars.append(pattern[i])
                i += 1
            chars[-1] = (chars[-1], False)
        if i >= n:
            raise ValueError("unclosed class")
        ranges = []
        k = 0
        while k < len(chars):
            c = chars[k][0]
            if k + 2 < len(chars) and chars[k + 1][0] == "-" :
                hi = chars[k + 2][0]
                if hi < c:
                    raise ValueError("bad range")
                ranges.append((c, hi))
                k += 3
            else:
                ranges.append((c, c))
                k += 1
        return ("[", negate, tuple(ranges)), i + 1


    def matches(spec, ch):
        if spec == ".":
            return ch != "\\n"
        if spec[0] == "=":
            return spec[1] == ch
        inside = any(a <= ch <= b for a, b in spec[2])
        return inside ^ spec[1]


    def fullmatch(pattern, text):
        items = parse(pattern)

        @lru_cache(maxsize=None)
        def go(pi, ti):
            if pi == len(items):
                return ti == len(text)
            spec, q = items[pi]
            here = ti < len(text) and matches(spec, text[ti])
            if q == "":
                return here and go(pi + 1, ti + 1)
            if q == "?":
                return go(pi + 1, ti) or (here and go(pi + 1, ti + 1))
            if q == "*":
                return go(pi + 1, ti) or (here and go(pi, ti + 1))
            return here and (go(pi + 1, ti + 1) or go(pi, ti + 1))

        return bool(go(0, 0))
    ''')

RX_POOL_B = d('''
    class Node:
        __slots__ = ("test", "quant")

        def __init__(self, test):
            self.test = test
            self.quant = None


    class PatternError(ValueError):
        pass


    def _class_test(body, negated):
        ranges = []
        j = 0
        while j < len(body):
            lo = body[j]
            if j + 2 < len(body) and body[j + 1] == "-":
                hi = body[j + 2]
                if hi < lo:
                    raise PatternError("range out of order")
                ranges.append((lo, hi))
                j += 3
            else:
                ranges.append((lo, lo))
                j += 1
        return lambda ch: any(lo <= ch <= hi for lo, hi in ranges) != negated


    def compile_pattern(p):
        nodes = []
        i = 0
        while i < len(p):
            c = p[i]
            if c in "*+?":
                if not nodes or nodes[-1].quant is not None:
                    raise PatternError("nothing to repeat")
                nodes[-1].quant = c
                i += 1
                continue
            if c == "\\\\":
                if i + 1 >= len(p):
                    raise PatternError("escape at end")
                lit = p[i + 1]
                nodes.append(Node(lambda ch, lit=lit: ch == lit))
                i += 2
            elif c == "[":
                i += 1
                negated = i < len(p) and p[i] == "^"
                if negated:
                    i += 1
                body = []
                while True:
                    if i >= len(p):
                        raise PatternError("missing ]")
                    if p[i] == "]":
                        if not body:
                            raise PatternError("empty []")
                        i += 1
                        break
                    if p[i] == "\\\\":
                        if i + 1 >= len(p):
                            raise PatternError("escape at end")
                        body.append(p[i + 1])
                        i += 2
                    else:
                        body.append(p[i])
                        i += 1
                nodes.append(Node(_class_test(body, negated)))
            elif c == ".":
                nodes.append(Node(lambda ch: ch != "\\n"))
                i += 1
            elif c in "(){}|^$":
                raise PatternError("unsupported %r" % c)
            else:
                nodes.append(Node(lambda ch, lit=c: ch == lit))
                i += 1
        return nodes


    def fullmatch(pattern, text):
        nodes = compile_pattern(pattern)
        n = len(text)
        # dp[j] is True when text[j:] matches nodes[k:]; fill from the last node backwards.
        dp = [False] * (n + 1)
        dp[n] = True
        for node in reversed(nodes):
            new = [False] * (n + 1)
            q = node.quant
            for j in range(n, -1, -1):
                ok_here = j < n and node.test(text[j])
                if q is None:
                    new[j] = ok_here and dp[j + 1]
                elif q == "?":
                    new[j] = dp[j] or (ok_here and dp[j + 1])
                elif q == "*":
                    new[j] = dp[j] or (ok_here and new[j + 1])
                else:
                    new[j] = ok_here and (dp[j + 1] or new[j + 1])
            dp = new
        return dp[0]
    ''')

RX_POOL_C = d('''
    ANY = object()


    def tokenize(pattern):
        out = []
        pos = 0
        while pos < len(pattern):
            ch = pattern[pos]
            pos += 1
            if ch in "*+?":
                if not out or out[-1][1] != "1":
                    raise ValueError("bad quantifier")
                out[-1] = (out[-1][0], ch)
                continue
            if ch == "\\\\":
                if pos == len(pattern):
                    raise ValueError("bad escape")
                out.append(({pattern[pos]}, "1"))
                pos += 1
            elif ch == ".":
                out.append((ANY, "1"))
            elif ch == "[":
                neg = pattern.startswith("^", pos)
                pos += neg
                members = []
                while pos < len(pattern) and (pattern[pos] != "]" or not members):
                    if pattern[pos] == "]":
                        raise ValueError("empty class")
                    if pattern[pos] == "\\\\":
                        pos += 1
                        if pos == len(pattern):
                            raise ValueError("bad escape")
                    members.append(pattern[pos])
                    pos += 1
                if pos >= len(pattern):
                    raise ValueError("unterminated class")
                pos += 1
                allowed = set()
                spans = []
                k = 0
                while k < len(members):
                    if k + 2 < len(members) and members[k + 1] == "-":
                        if members[k + 2] < members[k]:
                            raise ValueError("reversed range")
                        spans.append((members[k], members[k + 2]))
                        k += 3
                    else:
                        allowed.add(members[k])
                        k += 1
                out.append((("class", neg, frozenset(allowed), tuple(spans)), "1"))
            elif ch in "(){}|^$":
                raise ValueError("unsupported %r" % ch)
            else:
                out.append(({ch}, "1"))
        return out


    def accepts(spec, ch):
        if spec is ANY:
            return ch != "\\n"
        if isinstance(spec, set):
            return ch in spec
        _, neg, allowed, spans = spec
        inside = ch in allowed or any(a <= ch <= b for a, b in spans)
        return inside != neg


    def fullmatch(pattern, text):
        toks = tokenize(pattern)

        def closure(states):
            # skip optional tokens (?, *) without consuming
            stack = list(states)
            seen = set(states)
            while stack:
                k = stack.pop()
                if k < len(toks) and toks[k][1] in "?*" and k + 1 not in seen:
                    seen.add(k + 1)
                    stack.append(k + 1)
            return seen

        current = closure({0})
        for ch in text:
            nxt = set()
            for k in current:
                if k < len(toks) and accepts(toks[k][0], ch):
                    q = toks[k][1]
                    nxt.add(k + 1)
                    if q in "*+":
                        nxt.add(k)
            current = closure(nxt)
            if not current:
                return False
        return len(toks) in current
    ''')

task("hard-01-regex-lite", "h6-hard-regex-lite", "hard", 20, RX_DESC, RX_STARTER, RX_REF, RX_TESTS,
     (RX_POOL_A, RX_POOL_B, RX_POOL_C))

# ---------------------------------------------------------------- hard-02-huffman
HUF_DESC = (
    "Implement build_codes(text), encode(text, codes) and decode(bits, codes) in solution.py. build_codes "
    "returns a dict mapping each distinct character of text to a code string of '0'/'1' such that no code "
    "is a prefix of another and the total encoded length sum(count[c] * len(codes[c])) is the minimum "
    "possible (a Huffman code; ties may be broken any way). Special cases: build_codes('') == {} and a "
    "text with one distinct character c gives {c: '0'}. encode concatenates the codes (ValueError for a "
    "character without a code). decode inverts encode (ValueError for characters other than 0/1 or for "
    "bits that do not split into whole codes). Raise TypeError when text/bits is not a str. The hidden "
    "tests check optimality against their own computation, prefix-freeness and round trips, including a "
    "300000-character text under a time budget.")

HUF_STARTER = d('''
    """Huffman coding. See the task description."""


    def build_codes(text):
        raise NotImplementedError


    def encode(text, codes):
        raise NotImplementedError


    def decode(bits, codes):
        raise NotImplementedError
    ''')

HUF_REF = d('''
    import heapq
    from collections import Counter


    def build_codes(text):
        if not isinstance(text, str):
            raise TypeError("text must be str")
        freq = Counter(text)
        if not freq:
            return {}
        if len(freq) == 1:
            return {next(iter(freq)): "0"}
        heap = [(n, i, {c: ""}) for i, (c, n) in enumerate(sorted(freq.items()))]
        heapq.heapify(heap)
        tick = len(heap)
        while len(heap) > 1:
            n1, _, a = heapq.heappop(heap)
            n2, _, b = heapq.heappop(heap)
            merged = {c: "0" + code for c, code in a.items()}
            merged.update({c: "1" + code for c, code in b.items()})
            heapq.heappush(heap, (n1 + n2, tick, merged))
            tick += 1
        return heap[0][2]


    def encode(text, codes):
        if not isinstance(text, str):
            raise TypeError("text must be str")
        try:
            return "".join([codes[c] for c in text])
        except KeyError as e:
            raise ValueError("no code for %r" % e.args[0]) from None


    def decode(bits, codes):
        if not isinstance(bits, str):
            raise TypeError("bits must be str")
        lookup = {code: c for c, code in codes.items()}
        out = []
        cur = ""
        for b in bits:
            if b not in "01":
                raise ValueError("bad bit %r" % b)
            cur += b
            if cur in lookup:
                out.append(lookup[cur])
                cur = ""
        if cur:
            raise ValueError("trailing bits")
        return "".join(out)
    ''')

HUF_TESTS = d('''
    import heapq
    import random
    import time
    from collections import Counter

    import pytest

    from solution import build_codes, decode, encode


    def _optimal_cost(text):
        counts = sorted(Counter(text).values())
        if len(counts) < 2:
            return len(text) if counts else 0
        heapq.heapify(counts)
        cost = 0
        while len(counts) > 1:
            a = heapq.heappop(counts)
            b = heapq.heappop(counts)
            cost += a + b
            heapq.heappush(counts, a + b)
        return cost


    def _prefix_free(codes):
        vals = sorted(codes.values())
        return all(not vals[i + 1].startswith(vals[i]) for i in range(len(vals) - 1))


    def _check(text):
        codes = build_codes(text)
        assert set(codes) == set(text)
        assert all(v and set(v) <= {"0", "1"} for v in codes.values())
        assert _prefix_free(codes)
        bits = encode(text, codes)
        assert len(bits) == _optimal_cost(text)
        assert decode(bits, codes) == text


    def test_empty_and_single():
        assert build_codes("") == {}
        assert build_codes("zzzz") == {"z": "0"}
        assert encode("zzz", {"z": "0"}) == "000"
        assert decode("00", {"z": "0"}) == "zz"


    @pytest.mark.parametrize("text", ["ab", "aab", "abracadabra", "mississippi river",
                                      "the quick brown fox jumps over the lazy dog", "aaaaaaaabbbbccd"])
    def test_examples(text):
        _check(text)


    def test_random_texts():
        rng = random.Random(1952)
        for _ in range(80):
            alphabet = rng.sample("abcdefghijklmnopqrstuvwxyz0123456789 .,", rng.randint(2, 20))
            weights = [rng.random() ** 3 for _ in alphabet]
            text = "".join(rng.choices(alphabet, weights, k=rng.randint(2, 300)))
            _check(text)


    def test_fibonacci_weights():
        fib = [1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
        text = "".join(chr(97 + i) * f for i, f in enumerate(fib))
        _check(text)
        assert max(len(c) for c in build_codes(text).values()) == 9


    def test_unicode():
        _check("\\u00e9\\u00e9\\u00e8 \\u4e2d\\u4e2d\\u6587 \\U0001f600")


    def test_decode_errors():
        codes = {"a": "0", "b": "10", "c": "11"}
        with pytest.raises(ValueError):
            decode("012", codes)
        with pytest.raises(ValueError):
            decode("01", codes)
        assert decode("01011", codes) == "abc"


    def test_encode_missing():
        with pytest.raises(ValueError):
            encode("abd", {"a": "0", "b": "10", "c": "11"})


    def test_types():
        with pytest.raises(TypeError):
            build_codes(None)
        with pytest.raises(TypeError):
            decode(101, {"a": "0"})


    def test_time_budget():
        rng = random.Random(7)
        text = "".join(rng.choices("etaoinshrdlucmfwyp ", k=300000))
        t0 = time.perf_counter()
        codes = build_codes(text)
        bits = encode(text, codes)
        back = decode(bits, codes)
        elapsed = time.perf_counter() - t0
        assert back == text and len(bits) == _optimal_cost(text)
        assert elapsed < 6.0, elapsed
    ''')

HUF_POOL_A = d('''
    from heapq import heapify, heappop, heappush


    class _Node:
        def __init__(self, weight, char=None, left=None, right=None):
            self.weight, self.char, self.left, self.right = weight, char, left, right


    def build_codes(text):
        if not isinstance(text, str):
            raise TypeError("str required")
        counts = {}
        for ch in text:
            counts[ch] = counts.get(ch, 0) + 1
        if not counts:
            return {}
        if len(counts) == 1:
            return {text[0]: "0"}
        heap = [(w, k, _Node(w, ch)) for k, (ch, w) in enumerate(counts.items())]
        heapify(heap)
        k = len(heap)
        while len(heap) > 1:
            w1, _, a = heappop(heap)
            w2, _, b = heappop(heap)
            heappush(heap, (w1 + w2, k, _Node(w1 + w2, None, a, b)))
            k += 1
        codes = {}
        stack = [(heap[0][2], "")]
        while stack:
            node, prefix = stack.pop()
            if node.char is not None:
                codes[node.char] = prefix
            else:
                stack.append((node.left, prefix + "0"))
                stack.append((node.right, prefix + "1"))
        return codes


    def encode(text, codes):
        if not isinstance(text, str):
            raise TypeError("str required")
        parts = []
        for ch in text:
            if ch not in codes:
                raise ValueError("character %r has no code" % ch)
            parts.append(codes[ch])
        return "".join(parts)


    def decode(bits, codes):
        if not isinstance(bits, str):
            raise TypeError("str required")
        tree = {}
        for ch, code in codes.items():
            node = tree
            for b in code[:-1]:
                node = node.setdefault(b, {})
            node[code[-1]] = ch
        out = []
        node = tree
        for b in bits:
            if b != "0" and b != "1":
                raise ValueError("not a bit: %r" % b)
            if b not in node:
                raise ValueError("invalid code")
            nxt = node[b]
            if isinstance(nxt, dict):
                node = nxt
            else:
                out.append(nxt)
                node = tree
        if node is not tree:
            raise ValueError("incomplete final code")
        return "".join(out)
    ''')

HUF_POOL_B = d('''
    from collections import Counter, deque


    def _lengths(freq):
        """Code lengths via the two-queue method on sorted weights."""
        leaves = deque(sorted((n, [c]) for c, n in freq.items()))
        inner = deque()
        depth = {c: 0 for c in freq}

        def take():
            if not inner or (leaves and leaves[0][0] <= inner[0][0]):
                return leaves.popleft()
            return inner.popleft()

        while len(leaves) + len(inner) > 1:
            w1, s1 = take()
            w2, s2 = take()
            for c in s1 + s2:
                depth[c] += 1
            inner.append((w1 + w2, s1 + s2))
        return depth


    def build_codes(text):
        if not isinstance(text, str):
            raise TypeError("text")
        freq = Counter(text)
        if len(freq) == 0:
            return {}
        if len(freq) == 1:
            return {c: "0" for c in freq}
        depth = _lengths(freq)
        # canonical code from the lengths
        order = sorted(freq, key=lambda c: (depth[c], c))
        codes = {}
        code = 0
        prev = depth[order[0]]
        for i, c in enumerate(order):
            if i:
                code = (code + 1) << (depth[c] - prev)
            prev = depth[c]
            codes[c] = format(code, "0%db" % depth[c])
        return codes


    def encode(text, codes):
        if not isinstance(text, str):
            raise TypeError("text")
        missing = set(text) - set(codes)
        if missing:
            raise ValueError("no code for %r" % sorted(missing)[0])
        return "".join(map(codes.__getitem__, text))


    def decode(bits, codes):
        if not isinstance(bits, str):
            raise TypeError("bits")
        if set(bits) - {"0", "1"}:
            raise ValueError("bits must be 0/1")
        inverse = {v: k for k, v in codes.items()}
        longest = max(map(len, inverse), default=0)
        out = []
        start = 0
        while start < len(bits):
            for end in range(start + 1, min(len(bits), start + longest) + 1):
                sym = inverse.get(bits[start:end])
                if sym is not None:
                    out.append(sym)
                    start = end
                    break
            else:
                raise ValueError("undecodable bits at %d" % start)
        return "".join(out)
    ''')

HUF_POOL_C = d('''
    import heapq
    import itertools


    def build_codes(text):
        if type(text) is not str:
            raise TypeError("expected str, got %s" % type(text).__name__)
        freq = {}
        for ch in text:
            freq[ch] = freq.get(ch, 0) + 1
        if len(freq) <= 1:
            return {ch: "0" for ch in freq}
        counter = itertools.count()
        heap = [[w, next(counter), [[ch, ""]]] for ch, w in freq.items()]
        heapq.heapify(heap)
        while len(heap) > 1:
            lo = heapq.heappop(heap)
            hi = heapq.heappop(heap)
            for pair in lo[2]:
                pair[1] = "0" + pair[1]
            for pair in hi[2]:
                pair[1] = "1" + pair[1]
            heapq.heappush(heap, [lo[0] + hi[0], next(counter), lo[2] + hi[2]])
        return {ch: code for ch, code in heap[0][2]}


    def encode(text, codes):
        if type(text) is not str:
            raise TypeError("expected str")
        out = []
        for ch in text:
            code = codes.get(ch)
            if code is None:
                raise ValueError("unknown symbol %r" % ch)
            out.append(code)
        return "".join(out)


    def decode(bits, codes):
        if type(bits) is not str:
            raise TypeError("expected str")
        back = dict((v, k) for k, v in codes.items())
        result = []
        i = 0
        buf = []
        for b in bits:
            if b not in ("0", "1"):
                raise ValueError("invalid bit")
            buf.append(b)
            key = "".join(buf)
            if key in back:
                result.append(back[key])
                buf.clear()
        if buf:
            raise ValueError("leftover bits")
        return "".join(result)
    ''')

task("hard-02-huffman", "h6-hard-huffman", "hard", 30, HUF_DESC, HUF_STARTER, HUF_REF, HUF_TESTS,
     (HUF_POOL_A, HUF_POOL_B, HUF_POOL_C))
