"""heldout13 task sources: 6 new Python tasks (2 easy, 3 medium, 1 hard)."""
import textwrap


def d(s):
    return textwrap.dedent(s).lstrip("\n")


TASKS = {}


def task(name, tier, desc, starter, reference, tests, honest, extra=None, limit=20.0):
    TASKS[name] = dict(id="h13-" + name, tier=tier, description=desc, starter=starter,
                       starter_extra=extra or {}, reference=reference, tests=tests,
                       honest=honest, time_limit_s=limit)


# ---------------------------------------------------------------- raindrops
RAIN_REF = d('''
    def raindrops(number):
        if isinstance(number, bool) or not isinstance(number, int):
            raise TypeError("number must be an int")
        if number < 1:
            raise ValueError("number must be positive")
        out = ""
        if number % 3 == 0:
            out += "Pling"
        if number % 5 == 0:
            out += "Plang"
        if number % 7 == 0:
            out += "Plong"
        return out or str(number)
    ''')
RAIN_A = d('''
    SOUNDS = ((3, "Pling"), (5, "Plang"), (7, "Plong"))


    def raindrops(number):
        """Raindrop sounds for a positive int."""
        if type(number) is not int:
            raise TypeError("number must be an int")
        if number <= 0:
            raise ValueError("number must be positive")
        words = [s for f, s in SOUNDS if number % f == 0]
        return "".join(words) if words else str(number)
    ''')
RAIN_B = d('''
    def raindrops(number):
        if not isinstance(number, int) or isinstance(number, bool):
            raise TypeError("number must be an int")
        if not number >= 1:
            raise ValueError("number must be positive")
        parts = []
        for factor, sound in {3: "Pling", 5: "Plang", 7: "Plong"}.items():
            if not number % factor:
                parts.append(sound)
        return "".join(parts) or f"{number}"
    ''')
RAIN_C = d('''
    def _sound(n, f, s):
        return s if n % f == 0 else ""


    def raindrops(number):
        if isinstance(number, bool) or not isinstance(number, int):
            raise TypeError("number must be an int")
        if number < 1:
            raise ValueError("number must be positive")
        r = _sound(number, 3, "Pling") + _sound(number, 5, "Plang") + _sound(number, 7, "Plong")
        if r == "":
            r = str(number)
        return r
    ''')
RAIN_TESTS = d('''
    import random
    import time

    import pytest

    from solution import raindrops


    def _oracle(n):
        s = "".join(w for f, w in ((3, "Pling"), (5, "Plang"), (7, "Plong")) if n % f == 0)
        return s or str(n)


    @pytest.mark.parametrize("n,want", [
        (1, "1"), (3, "Pling"), (5, "Plang"), (7, "Plong"), (6, "Pling"), (8, "8"),
        (9, "Pling"), (10, "Plang"), (14, "Plong"), (15, "PlingPlang"), (21, "PlingPlong"),
        (25, "Plang"), (27, "Pling"), (35, "PlangPlong"), (49, "Plong"), (52, "52"),
        (105, "PlingPlangPlong"), (3125, "Plang"), (2, "2"), (11, "11"),
    ])
    def test_table(n, want):
        assert raindrops(n) == want


    @pytest.mark.parametrize("bad", [1.0, "3", None, True, False, [3]])
    def test_type_error(bad):
        with pytest.raises(TypeError, match=r"^number must be an int$"):
            raindrops(bad)


    @pytest.mark.parametrize("bad", [0, -1, -105])
    def test_value_error(bad):
        with pytest.raises(ValueError, match=r"^number must be positive$"):
            raindrops(bad)


    def test_returns_str():
        assert type(raindrops(4)) is str
        assert type(raindrops(3)) is str


    def test_random_against_oracle():
        rng = random.Random(1301)
        for _ in range(3000):
            n = rng.randint(1, 10 ** 9)
            assert raindrops(n) == _oracle(n)


    def test_big():
        assert raindrops(3 * 5 * 7 * 10 ** 30) == "PlingPlangPlong"
        assert raindrops(2 ** 80) == str(2 ** 80)


    def test_speed():
        t = time.perf_counter()
        for n in range(1, 200001):
            raindrops(n)
        assert time.perf_counter() - t < 8.0
    ''')
task("easy-01-raindrops", "easy",
     "Implement raindrops(number) in solution.py: return 'Pling' if number is divisible by 3, 'Plang' if by 5, "
     "'Plong' if by 7, concatenated in that order; if none apply, return the number's digits as a str. "
     "number must be an int (bool rejected): otherwise raise TypeError('number must be an int'); "
     "number < 1 raises ValueError('number must be positive').",
     "def raindrops(number):\n    raise NotImplementedError\n", RAIN_REF, RAIN_TESTS, [RAIN_A, RAIN_B, RAIN_C])

# ---------------------------------------------------------------- pangram
PAN_REF = d('''
    import string


    def _check(sentence):
        if not isinstance(sentence, str):
            raise TypeError("sentence must be a str")


    def missing_letters(sentence):
        _check(sentence)
        seen = set(sentence.lower())
        return "".join(c for c in string.ascii_lowercase if c not in seen)


    def is_pangram(sentence):
        return missing_letters(sentence) == ""
    ''')
PAN_A = d('''
    ALPHABET = "abcdefghijklmnopqrstuvwxyz"


    def missing_letters(sentence):
        if not isinstance(sentence, str):
            raise TypeError("sentence must be a str")
        low = sentence.lower()
        return "".join(ch for ch in ALPHABET if ch not in low)


    def is_pangram(sentence):
        if not isinstance(sentence, str):
            raise TypeError("sentence must be a str")
        return not missing_letters(sentence)
    ''')
PAN_B = d('''
    import string


    def missing_letters(sentence):
        if type(sentence) is not str and not isinstance(sentence, str):
            raise TypeError("sentence must be a str")
        need = set(string.ascii_lowercase)
        for ch in sentence:
            c = ch.lower()
            if c in need:
                need.discard(c)
                if not need:
                    break
        return "".join(sorted(need))


    def is_pangram(sentence):
        return len(missing_letters(sentence)) == 0
    ''')
PAN_C = d('''
    def missing_letters(sentence):
        if not isinstance(sentence, str):
            raise TypeError("sentence must be a str")
        flags = [False] * 26
        for ch in sentence:
            o = ord(ch)
            if 65 <= o <= 90:
                flags[o - 65] = True
            elif 97 <= o <= 122:
                flags[o - 97] = True
        return "".join(chr(97 + i) for i, f in enumerate(flags) if not f)


    def is_pangram(sentence):
        return missing_letters(sentence) == ""
    ''')
PAN_TESTS = d('''
    import random
    import string
    import time

    import pytest

    from solution import is_pangram, missing_letters

    FOX = "The quick brown fox jumps over the lazy dog"


    def _missing(s):
        low = s.lower()
        return "".join(c for c in string.ascii_lowercase if c not in low)


    @pytest.mark.parametrize("s,want", [
        ("", False), (FOX, True), ("abcdefghijklmnopqrstuvwxyz", True),
        ("a quick movement of the enemy will jeopardize five gunboats", False),
        ("five boxing wizards jump quickly at it", False),
        ("the_quick_brown_fox_jumps_over_the_lazy_dog", True),
        ("the 1 quick brown fox jumps over the 2 lazy dogs", True),
        ("7h3 qu1ck brown fox jumps ov3r 7h3 lazy dog", False),
        ('"Five quacking Zephyrs jolt my wax bed."', True),
        ("abcdefghijklm ABCDEFGHIJKLM", False),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", True),
        ("àbcdefghijklmnopqrstuvwxyz", False),
    ])
    def test_is_pangram(s, want):
        assert is_pangram(s) is want


    @pytest.mark.parametrize("s,want", [
        ("", string.ascii_lowercase), (FOX, ""), ("a quick movement of the enemy will jeopardize five gunboats", "x"),
        ("ZYX", "abcdefghijklmnopqrstuvw"), ("ñ", string.ascii_lowercase),
    ])
    def test_missing(s, want):
        assert missing_letters(s) == want


    @pytest.mark.parametrize("bad", [None, 5, b"abc", ["a"]])
    def test_type_errors(bad):
        with pytest.raises(TypeError, match=r"^sentence must be a str$"):
            is_pangram(bad)
        with pytest.raises(TypeError, match=r"^sentence must be a str$"):
            missing_letters(bad)


    def test_random_against_oracle():
        rng = random.Random(1302)
        pool = string.ascii_letters + " .,!1é"
        for _ in range(1500):
            s = "".join(rng.choice(pool) for _ in range(rng.randint(0, 80)))
            assert missing_letters(s) == _missing(s)
            assert is_pangram(s) is (_missing(s) == "")


    def test_speed():
        s = ("xyz " * 50000) + FOX
        t = time.perf_counter()
        for _ in range(60):
            assert is_pangram(s) is True
            assert missing_letters(s[:1000]) == "abcdefghijklmnopqrstuvw"
        assert time.perf_counter() - t < 12.0
    ''')
task("easy-02-pangram", "easy",
     "Implement in solution.py: missing_letters(sentence) returning the ASCII letters a-z that do not occur in "
     "sentence (case-insensitive), in alphabetical order, as one lowercase str; and is_pangram(sentence) returning "
     "True exactly when none is missing (a bool). Non-ASCII letters never count. Both raise "
     "TypeError('sentence must be a str') for a non-str argument.",
     "def missing_letters(sentence):\n    raise NotImplementedError\n\n\ndef is_pangram(sentence):\n    raise NotImplementedError\n",
     PAN_REF, PAN_TESTS, [PAN_A, PAN_B, PAN_C],
     extra={"tests/test_examples.py": d('''
         from solution import is_pangram, missing_letters


         def test_fox():
             assert is_pangram("The quick brown fox jumps over the lazy dog") is True


         def test_empty():
             assert is_pangram("") is False


         def test_missing():
             assert missing_letters("abc xyz") == "defghijklmnopqrstuvw"
         ''')})

# ---------------------------------------------------------------- secret handshake
SH_REF = d('''
    ACTIONS = ["wink", "double blink", "close your eyes", "jump"]


    def commands(code):
        if not isinstance(code, str):
            raise TypeError("code must be a str")
        if code == "" or any(c not in "01" for c in code):
            raise ValueError("code must be a binary string")
        n = int(code, 2)
        out = [a for i, a in enumerate(ACTIONS) if n >> i & 1]
        if n >> 4 & 1:
            out.reverse()
        return out
    ''')
SH_A = d('''
    _ACTIONS = ("wink", "double blink", "close your eyes", "jump")


    def commands(code):
        """Decode a binary handshake string (only the lowest five bits matter)."""
        if not isinstance(code, str):
            raise TypeError("code must be a str")
        if not code or set(code) - {"0", "1"}:
            raise ValueError("code must be a binary string")
        bits = code[::-1]
        result = [act for i, act in enumerate(_ACTIONS) if i < len(bits) and bits[i] == "1"]
        if len(bits) > 4 and bits[4] == "1":
            result = result[::-1]
        return result
    ''')
SH_B = d('''
    import re

    _BIN = re.compile(r"[01]+")


    def commands(code):
        if not isinstance(code, str):
            raise TypeError("code must be a str")
        if _BIN.fullmatch(code) is None:
            raise ValueError("code must be a binary string")
        value = int(code, 2) & 0b11111
        steps = []
        for mask, name in ((1, "wink"), (2, "double blink"), (4, "close your eyes"), (8, "jump")):
            if value & mask:
                steps.append(name)
        return list(reversed(steps)) if value & 16 else steps
    ''')
SH_C = d('''
    def commands(code):
        if not isinstance(code, str):
            raise TypeError("code must be a str")
        if len(code) == 0:
            raise ValueError("code must be a binary string")
        value = 0
        for ch in code:
            if ch == "0":
                value = value * 2
            elif ch == "1":
                value = value * 2 + 1
            else:
                raise ValueError("code must be a binary string")
        value %= 32
        names = {0: "wink", 1: "double blink", 2: "close your eyes", 3: "jump"}
        order = range(3, -1, -1) if value >= 16 else range(4)
        return [names[i] for i in order if value & (1 << i)]
    ''')
SH_TESTS = d('''
    import random
    import time

    import pytest

    from solution import commands

    ACT = ["wink", "double blink", "close your eyes", "jump"]


    def _oracle(code):
        n = int(code, 2)
        out = [a for i, a in enumerate(ACT) if n >> i & 1]
        return out[::-1] if n >> 4 & 1 else out


    @pytest.mark.parametrize("code,want", [
        ("1", ["wink"]), ("10", ["double blink"]), ("100", ["close your eyes"]), ("1000", ["jump"]),
        ("11", ["wink", "double blink"]), ("10011", ["double blink", "wink"]),
        ("11111", ["jump", "close your eyes", "double blink", "wink"]), ("0", []), ("10000", []),
        ("01", ["wink"]), ("000000001", ["wink"]), ("100001", ["wink"]), ("1110011", ["double blink", "wink"]),
        ("1111", ["wink", "double blink", "close your eyes", "jump"]), ("11001", ["jump", "wink"]),
    ])
    def test_table(code, want):
        assert commands(code) == want


    def test_returns_list():
        assert type(commands("101")) is list


    @pytest.mark.parametrize("bad", [3, None, b"101", ["1"]])
    def test_type_error(bad):
        with pytest.raises(TypeError, match=r"^code must be a str$"):
            commands(bad)


    @pytest.mark.parametrize("bad", ["", "2", "10a", " 1", "0b101", "1.0"])
    def test_value_error(bad):
        with pytest.raises(ValueError, match=r"^code must be a binary string$"):
            commands(bad)


    def test_random_against_oracle():
        rng = random.Random(1303)
        for _ in range(3000):
            code = "".join(rng.choice("01") for _ in range(rng.randint(1, 40)))
            assert commands(code) == _oracle(code)


    def test_speed():
        codes = [format(i, "b") for i in range(64)] * 2000
        t = time.perf_counter()
        for c in codes:
            commands(c)
        assert time.perf_counter() - t < 10.0
    ''')
task("medium-01-secret-handshake", "medium",
     "Implement commands(code) in solution.py. code is a str of binary digits; only its lowest five bits matter. "
     "Bit 1 adds 'wink', bit 2 'double blink', bit 4 'close your eyes', bit 8 'jump' (in that order); bit 16 "
     "reverses the list. Return a list of str. A non-str raises TypeError('code must be a str'); an empty str or "
     "any character other than 0/1 raises ValueError('code must be a binary string').",
     "def commands(code):\n    raise NotImplementedError\n", SH_REF, SH_TESTS, [SH_A, SH_B, SH_C])

# ---------------------------------------------------------------- yacht
Y_REF = d('''
    from collections import Counter

    CATEGORIES = ("ones", "twos", "threes", "fours", "fives", "sixes", "full_house",
                  "four_of_a_kind", "little_straight", "big_straight", "choice", "yacht")


    def score(dice, category):
        if not isinstance(dice, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in dice):
            raise TypeError("dice must be a list of ints")
        if len(dice) != 5 or any(not 1 <= x <= 6 for x in dice):
            raise ValueError("dice must be five values from 1 to 6")
        if category not in CATEGORIES:
            raise ValueError(f"unknown category: {category}")
        c = Counter(dice)
        i = CATEGORIES.index(category)
        if i < 6:
            return (i + 1) * c[i + 1]
        if category == "full_house":
            return sum(dice) if sorted(c.values()) == [2, 3] else 0
        if category == "four_of_a_kind":
            v, k = c.most_common(1)[0]
            return 4 * v if k >= 4 else 0
        if category == "little_straight":
            return 30 if sorted(dice) == [1, 2, 3, 4, 5] else 0
        if category == "big_straight":
            return 30 if sorted(dice) == [2, 3, 4, 5, 6] else 0
        if category == "choice":
            return sum(dice)
        return 50 if len(c) == 1 else 0
    ''')
Y_A = d('''
    NUMBERS = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}
    OTHERS = {"full_house", "four_of_a_kind", "little_straight", "big_straight", "choice", "yacht"}


    def _validate(dice):
        if type(dice) is not list:
            raise TypeError("dice must be a list of ints")
        for x in dice:
            if type(x) is not int:
                raise TypeError("dice must be a list of ints")
        if len(dice) != 5 or min(dice) < 1 or max(dice) > 6:
            raise ValueError("dice must be five values from 1 to 6")


    def score(dice, category):
        _validate(dice)
        if category in NUMBERS:
            n = NUMBERS[category]
            return n * dice.count(n)
        if category not in OTHERS:
            raise ValueError(f"unknown category: {category}")
        counts = sorted((dice.count(v) for v in set(dice)), reverse=True)
        s = sorted(dice)
        if category == "full_house":
            return sum(dice) if counts == [3, 2] else 0
        if category == "four_of_a_kind":
            for v in set(dice):
                if dice.count(v) >= 4:
                    return 4 * v
            return 0
        if category == "little_straight":
            return 30 if s == [1, 2, 3, 4, 5] else 0
        if category == "big_straight":
            return 30 if s == [2, 3, 4, 5, 6] else 0
        if category == "choice":
            return sum(dice)
        return 50 if counts == [5] else 0
    ''')
Y_B = d('''
    from collections import Counter


    def _num(face):
        return lambda d, c: face * c[face]


    def _full(d, c):
        return sum(d) if set(c.values()) == {2, 3} else 0


    def _four(d, c):
        return next((4 * v for v, k in c.items() if k >= 4), 0)


    RULES = {
        "ones": _num(1), "twos": _num(2), "threes": _num(3), "fours": _num(4), "fives": _num(5), "sixes": _num(6),
        "full_house": _full, "four_of_a_kind": _four,
        "little_straight": lambda d, c: 30 if set(d) == {1, 2, 3, 4, 5} else 0,
        "big_straight": lambda d, c: 30 if set(d) == {2, 3, 4, 5, 6} else 0,
        "choice": lambda d, c: sum(d),
        "yacht": lambda d, c: 50 if len(c) == 1 else 0,
    }


    def score(dice, category):
        if not isinstance(dice, list) or not all(isinstance(x, int) and not isinstance(x, bool) for x in dice):
            raise TypeError("dice must be a list of ints")
        if len(dice) != 5 or not all(1 <= x <= 6 for x in dice):
            raise ValueError("dice must be five values from 1 to 6")
        rule = RULES.get(category) if isinstance(category, str) else None
        if rule is None:
            raise ValueError(f"unknown category: {category}")
        return rule(dice, Counter(dice))
    ''')
Y_C = d('''
    CATS = ["ones", "twos", "threes", "fours", "fives", "sixes", "full_house", "four_of_a_kind",
            "little_straight", "big_straight", "choice", "yacht"]


    def score(dice, category):
        if not isinstance(dice, list):
            raise TypeError("dice must be a list of ints")
        for x in dice:
            if isinstance(x, bool) or not isinstance(x, int):
                raise TypeError("dice must be a list of ints")
        if len(dice) != 5:
            raise ValueError("dice must be five values from 1 to 6")
        for x in dice:
            if x < 1 or x > 6:
                raise ValueError("dice must be five values from 1 to 6")
        if category not in CATS:
            raise ValueError("unknown category: " + str(category))
        tally = [0] * 7
        for x in dice:
            tally[x] += 1
        idx = CATS.index(category)
        if idx < 6:
            return (idx + 1) * tally[idx + 1]
        s = sorted(dice)
        if category == "full_house":
            return sum(dice) if 3 in tally and 2 in tally else 0
        if category == "four_of_a_kind":
            for face in range(1, 7):
                if tally[face] >= 4:
                    return face * 4
            return 0
        if category == "little_straight":
            return 30 if s == [1, 2, 3, 4, 5] else 0
        if category == "big_straight":
            return 30 if s == [2, 3, 4, 5, 6] else 0
        if category == "choice":
            return sum(dice)
        return 50 if 5 in tally else 0
    ''')
Y_TESTS = d('''
    import itertools
    import random
    import time
    from collections import Counter

    import pytest

    from solution import score

    CATS = ["ones", "twos", "threes", "fours", "fives", "sixes", "full_house", "four_of_a_kind",
            "little_straight", "big_straight", "choice", "yacht"]


    def _oracle(d, cat):
        c = Counter(d)
        if cat in CATS[:6]:
            f = CATS.index(cat) + 1
            return f * c[f]
        if cat == "full_house":
            return sum(d) if sorted(c.values()) == [2, 3] else 0
        if cat == "four_of_a_kind":
            for f, k in c.items():
                if k >= 4:
                    return 4 * f
            return 0
        if cat == "little_straight":
            return 30 if sorted(d) == [1, 2, 3, 4, 5] else 0
        if cat == "big_straight":
            return 30 if sorted(d) == [2, 3, 4, 5, 6] else 0
        if cat == "choice":
            return sum(d)
        return 50 if len(c) == 1 else 0


    @pytest.mark.parametrize("dice,cat,want", [
        ([5, 5, 5, 5, 5], "yacht", 50), ([1, 3, 3, 2, 5], "yacht", 0), ([3, 3, 3, 3, 3], "ones", 0),
        ([1, 1, 1, 3, 5], "ones", 3), ([2, 3, 4, 5, 6], "twos", 2), ([1, 4, 1, 4, 1], "fours", 8),
        ([3, 3, 3, 3, 3], "fours", 0), ([5, 1, 5, 2, 5], "fives", 15), ([2, 3, 4, 5, 6], "sixes", 6),
        ([2, 2, 4, 4, 4], "full_house", 16), ([5, 3, 3, 5, 3], "full_house", 19), ([2, 2, 4, 4, 5], "full_house", 0),
        ([1, 4, 4, 4, 4], "full_house", 0), ([2, 2, 2, 2, 2], "full_house", 0), ([6, 6, 4, 6, 6], "four_of_a_kind", 24),
        ([3, 3, 3, 3, 3], "four_of_a_kind", 12), ([3, 3, 3, 5, 5], "four_of_a_kind", 0),
        ([3, 5, 4, 1, 2], "little_straight", 30), ([1, 2, 3, 4, 5], "big_straight", 0),
        ([1, 1, 2, 3, 4], "little_straight", 0), ([1, 2, 3, 4, 6], "little_straight", 0),
        ([4, 6, 2, 5, 3], "big_straight", 30), ([6, 5, 4, 3, 3], "big_straight", 0),
        ([3, 3, 5, 6, 6], "choice", 23), ([2, 2, 2, 2, 2], "choice", 10),
    ])
    def test_table(dice, cat, want):
        assert score(dice, cat) == want


    @pytest.mark.parametrize("dice", [(1, 2, 3, 4, 5), [1, 2, 3, 4, 5.0], [1, 2, "3", 4, 5], [True, 2, 3, 4, 5], None])
    def test_type_error(dice):
        with pytest.raises(TypeError, match=r"^dice must be a list of ints$"):
            score(dice, "choice")


    @pytest.mark.parametrize("dice", [[1, 2, 3, 4], [1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4], [1, 2, 3, 4, 7], []])
    def test_value_error_dice(dice):
        with pytest.raises(ValueError, match=r"^dice must be five values from 1 to 6$"):
            score(dice, "choice")


    @pytest.mark.parametrize("cat", ["sevens", "Yacht", "", "full house"])
    def test_unknown_category(cat):
        with pytest.raises(ValueError, match="^unknown category: " + cat + "$"):
            score([1, 2, 3, 4, 5], cat)


    def test_all_rolls_against_oracle():
        for roll in itertools.product(range(1, 7), repeat=5):
            d = list(roll)
            for cat in CATS:
                assert score(d, cat) == _oracle(d, cat), (d, cat)


    def test_input_not_mutated():
        d = [6, 1, 6, 1, 6]
        score(d, "full_house")
        assert d == [6, 1, 6, 1, 6]


    def test_speed():
        rng = random.Random(1304)
        rolls = [[rng.randint(1, 6) for _ in range(5)] for _ in range(20000)]
        t = time.perf_counter()
        for r in rolls:
            for cat in CATS:
                score(r, cat)
        assert time.perf_counter() - t < 25.0
    ''')
task("medium-02-yacht", "medium",
     "Implement score(dice, category) in solution.py for the dice game Yacht. dice is a list of five ints 1..6. "
     "Categories: 'ones'..'sixes' (face times its count), 'full_house' (three of one face and two of another: "
     "sum of dice), 'four_of_a_kind' (4 times the face that occurs at least four times), 'little_straight' "
     "(1-5: 30), 'big_straight' (2-6: 30), 'choice' (sum), 'yacht' (all five equal: 50); otherwise 0. "
     "A non-list or a non-int (or bool) die raises TypeError('dice must be a list of ints'); a wrong count or a "
     "value outside 1..6 raises ValueError('dice must be five values from 1 to 6'); any other category raises "
     "ValueError(f'unknown category: {category}'). dice must not be modified.",
     "def score(dice, category):\n    raise NotImplementedError\n", Y_REF, Y_TESTS, [Y_A, Y_B, Y_C],
     extra={"tests/test_examples.py": d('''
         from solution import score


         def test_yacht():
             assert score([4, 4, 4, 4, 4], "yacht") == 50


         def test_full_house():
             assert score([2, 2, 4, 4, 4], "full_house") == 16


         def test_little_straight():
             assert score([5, 4, 3, 2, 1], "little_straight") == 30
         ''')})

# ---------------------------------------------------------------- kindergarten garden
KG_REF = d('''
    DEFAULT_STUDENTS = ["Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet",
                        "Ileana", "Joseph", "Kincaid", "Larry"]
    PLANTS = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}


    class Garden:
        def __init__(self, diagram, students=None):
            if not isinstance(diagram, str):
                raise TypeError("diagram must be a str")
            rows = diagram.split("\\n")
            if len(rows) != 2 or len(rows[0]) != len(rows[1]) or len(rows[0]) % 2:
                raise ValueError("diagram must have two rows of equal even length")
            for ch in rows[0] + rows[1]:
                if ch not in PLANTS:
                    raise ValueError(f"invalid plant code: {ch}")
            self.rows = rows
            self.students = sorted(DEFAULT_STUDENTS if students is None else students)

        def plants(self, student):
            if student not in self.students:
                raise ValueError(f"unknown student: {student}")
            i = self.students.index(student)
            if 2 * i + 2 > len(self.rows[0]):
                return []
            return [PLANTS[r[j]] for r in self.rows for j in (2 * i, 2 * i + 1)]
    ''')
KG_A = d('''
    NAMES = "Alice Bob Charlie David Eve Fred Ginny Harriet Ileana Joseph Kincaid Larry".split()
    CODES = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}


    class Garden:
        def __init__(self, diagram, students=None):
            if not isinstance(diagram, str):
                raise TypeError("diagram must be a str")
            lines = diagram.split("\\n")
            if len(lines) != 2:
                raise ValueError("diagram must have two rows of equal even length")
            top, bottom = lines
            if len(top) != len(bottom) or len(top) % 2 != 0:
                raise ValueError("diagram must have two rows of equal even length")
            for ch in top + bottom:
                if ch not in CODES:
                    raise ValueError(f"invalid plant code: {ch}")
            names = sorted(NAMES if students is None else list(students))
            self._cups = {}
            for i, name in enumerate(names):
                cups = top[2 * i:2 * i + 2] + bottom[2 * i:2 * i + 2]
                self._cups[name] = [CODES[c] for c in cups]

        def plants(self, student):
            try:
                return list(self._cups[student])
            except (KeyError, TypeError):
                raise ValueError(f"unknown student: {student}") from None
    ''')
KG_B = d('''
    from dataclasses import dataclass, field

    _DEFAULT = ("Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet",
                "Ileana", "Joseph", "Kincaid", "Larry")
    _PLANT = dict(G="Grass", C="Clover", R="Radishes", V="Violets")


    @dataclass
    class Garden:
        diagram: str
        students: list = None
        _rows: list = field(init=False, repr=False)

        def __post_init__(self):
            if not isinstance(self.diagram, str):
                raise TypeError("diagram must be a str")
            rows = self.diagram.split("\\n")
            ok = len(rows) == 2 and len(rows[0]) == len(rows[1]) and len(rows[0]) % 2 == 0
            if not ok:
                raise ValueError("diagram must have two rows of equal even length")
            bad = [c for c in "".join(rows) if c not in _PLANT]
            if bad:
                raise ValueError(f"invalid plant code: {bad[0]}")
            self._rows = rows
            self.students = sorted(_DEFAULT if self.students is None else self.students)

        def plants(self, student):
            if student not in self.students:
                raise ValueError(f"unknown student: {student}")
            k = 2 * self.students.index(student)
            return [_PLANT[c] for row in self._rows for c in row[k:k + 2]]
    ''')
KG_C = d('''
    class Garden:
        DEFAULT = ["Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet",
                   "Ileana", "Joseph", "Kincaid", "Larry"]
        NAMES = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}

        def __init__(self, diagram, students=None):
            if type(diagram) is not str and not isinstance(diagram, str):
                raise TypeError("diagram must be a str")
            if diagram.count("\\n") != 1:
                raise ValueError("diagram must have two rows of equal even length")
            a, b = diagram.split("\\n")
            if len(a) != len(b) or len(a) & 1:
                raise ValueError("diagram must have two rows of equal even length")
            for ch in a + b:
                if ch not in self.NAMES:
                    raise ValueError("invalid plant code: " + ch)
            self.a, self.b = a, b
            self.order = sorted(students) if students is not None else list(self.DEFAULT)

        def plants(self, student):
            for pos, name in enumerate(self.order):
                if name == student:
                    s = slice(2 * pos, 2 * pos + 2)
                    return [self.NAMES[c] for c in self.a[s]] + [self.NAMES[c] for c in self.b[s]]
            raise ValueError(f"unknown student: {student}")
    ''')
KG_TESTS = d('''
    import random
    import time

    import pytest

    from solution import Garden

    FULL = "VRCGVVRVCGGCCGVRGCVCGCGV\\nVRCCCGCRRGVCGCRVVCVGCGCV"
    P = {"G": "Grass", "C": "Clover", "R": "Radishes", "V": "Violets"}
    KIDS = ["Alice", "Bob", "Charlie", "David", "Eve", "Fred", "Ginny", "Harriet", "Ileana", "Joseph",
            "Kincaid", "Larry"]


    def _oracle(diagram, students, who):
        a, b = diagram.split("\\n")
        i = sorted(students).index(who)
        return [P[c] for c in a[2 * i:2 * i + 2] + b[2 * i:2 * i + 2]]


    def test_single_student():
        assert Garden("RC\\nGG").plants("Alice") == ["Radishes", "Clover", "Grass", "Grass"]


    def test_two_students():
        g = Garden("VVCG\\nVVRC")
        assert g.plants("Bob") == ["Clover", "Grass", "Radishes", "Clover"]


    @pytest.mark.parametrize("who,want", [
        ("Alice", ["Violets", "Radishes", "Violets", "Radishes"]),
        ("Bob", ["Clover", "Grass", "Clover", "Clover"]),
        ("Charlie", ["Violets", "Violets", "Clover", "Grass"]),
        ("David", ["Radishes", "Violets", "Clover", "Radishes"]),
        ("Eve", ["Clover", "Grass", "Radishes", "Grass"]),
        ("Fred", ["Grass", "Clover", "Violets", "Clover"]),
        ("Ginny", ["Clover", "Grass", "Grass", "Clover"]),
        ("Harriet", ["Violets", "Radishes", "Radishes", "Violets"]),
        ("Ileana", ["Grass", "Clover", "Violets", "Clover"]),
        ("Joseph", ["Violets", "Clover", "Violets", "Grass"]),
        ("Kincaid", ["Grass", "Clover", "Clover", "Grass"]),
        ("Larry", ["Grass", "Violets", "Clover", "Violets"]),
    ])
    def test_full_garden(who, want):
        assert Garden(FULL).plants(who) == want


    def test_custom_students_sorted():
        g = Garden("VCRRGVRG\\nRVGCCGCV", students=["Samantha", "Patricia", "Xander", "Roger"])
        assert g.plants("Patricia") == ["Violets", "Clover", "Radishes", "Violets"]
        assert g.plants("Xander") == ["Radishes", "Grass", "Clover", "Violets"]


    def test_students_list_not_mutated():
        kids = ["Zed", "Amy"]
        Garden("GGCC\\nRRVV", students=kids)
        assert kids == ["Zed", "Amy"]


    @pytest.mark.parametrize("bad", [None, 5, b"RC\\nGG", ["RC", "GG"]])
    def test_type_error(bad):
        with pytest.raises(TypeError, match=r"^diagram must be a str$"):
            Garden(bad)


    @pytest.mark.parametrize("bad", ["RC", "RC\\nG", "RCG\\nGGR", "RC\\nGG\\nVV", ""])
    def test_shape_error(bad):
        with pytest.raises(ValueError, match=r"^diagram must have two rows of equal even length$"):
            Garden(bad)


    @pytest.mark.parametrize("bad,ch", [("RX\\nGG", "X"), ("RC\\nGg", "g"), ("R \\nGG", " ")])
    def test_plant_code(bad, ch):
        with pytest.raises(ValueError, match="^invalid plant code: " + ch + "$"):
            Garden(bad)


    @pytest.mark.parametrize("who", ["alice", "Zoe", ""])
    def test_unknown_student(who):
        with pytest.raises(ValueError, match="^unknown student: " + who + "$"):
            Garden(FULL).plants(who)


    def test_random_against_oracle():
        rng = random.Random(1305)
        for _ in range(400):
            kids = rng.sample(KIDS, rng.randint(1, 12))
            width = 2 * len(kids)
            diagram = "".join(rng.choice("GCRV") for _ in range(width)) + "\\n" + "".join(
                rng.choice("GCRV") for _ in range(width))
            g = Garden(diagram, students=kids)
            for k in kids:
                assert g.plants(k) == _oracle(diagram, kids, k)


    def test_speed():
        kids = ["K%05d" % i for i in range(3000)]
        diagram = "GCRV" * 1500 + "\\n" + "VRCG" * 1500
        t = time.perf_counter()
        g = Garden(diagram, students=kids)
        for k in kids:
            g.plants(k)
        assert time.perf_counter() - t < 20.0
    ''')
task("medium-03-kindergarten-garden", "medium",
     "Implement class Garden(diagram, students=None) in solution.py with method plants(student). diagram is two "
     "rows of plant codes separated by '\\n' (G Grass, C Clover, R Radishes, V Violets); each student, in "
     "alphabetical order of the roster, owns two adjacent cups in each row. The default roster is Alice, Bob, "
     "Charlie, David, Eve, Fred, Ginny, Harriet, Ileana, Joseph, Kincaid, Larry; a given roster is sorted "
     "(the caller's list is not modified). plants returns the four plant names: row 1 cups then row 2 cups. "
     "Errors: non-str diagram: TypeError('diagram must be a str'); not exactly two rows of equal even length: "
     "ValueError('diagram must have two rows of equal even length'); another character: "
     "ValueError(f'invalid plant code: {ch}') (first bad char, row 1 before row 2); a student not on the roster: "
     "ValueError(f'unknown student: {student}').",
     "class Garden:\n    def __init__(self, diagram, students=None):\n        raise NotImplementedError\n\n"
     "    def plants(self, student):\n        raise NotImplementedError\n", KG_REF, KG_TESTS, [KG_A, KG_B, KG_C])

# ---------------------------------------------------------------- palindrome products
PP_REF = d('''
    def _check(min_factor, max_factor):
        for v in (min_factor, max_factor):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError("factors must be ints")
        if min_factor > max_factor:
            raise ValueError("min must be <= max")


    def _pal(n):
        s = str(n)
        return s == s[::-1]


    def _pairs(value, lo, hi):
        return [(a, value // a) for a in range(lo, hi + 1)
                if value % a == 0 and a <= value // a <= hi]


    def largest(min_factor, max_factor):
        _check(min_factor, max_factor)
        best = None
        for a in range(max_factor, min_factor - 1, -1):
            if best is not None and a * max_factor < best:
                break
            for b in range(max_factor, a - 1, -1):
                p = a * b
                if best is not None and p <= best:
                    break
                if _pal(p):
                    best = p
                    break
        return (None, []) if best is None else (best, _pairs(best, min_factor, max_factor))


    def smallest(min_factor, max_factor):
        _check(min_factor, max_factor)
        best = None
        for a in range(min_factor, max_factor + 1):
            if best is not None and a * a > best:
                break
            for b in range(a, max_factor + 1):
                p = a * b
                if best is not None and p >= best:
                    break
                if _pal(p):
                    best = p
                    break
        return (None, []) if best is None else (best, _pairs(best, min_factor, max_factor))
    ''')
PP_A = d('''
    def _validate(lo, hi):
        if type(lo) is not int or type(hi) is not int:
            raise TypeError("factors must be ints")
        if lo > hi:
            raise ValueError("min must be <= max")


    def is_palindrome(n):
        s = str(n)
        return s == s[::-1]


    def factor_pairs(n, lo, hi):
        out = []
        a = lo
        while a * a <= n and a <= hi:
            if n % a == 0 and lo <= n // a <= hi:
                out.append((a, n // a))
            a += 1
        return out


    def largest(min_factor, max_factor):
        _validate(min_factor, max_factor)
        best = None
        for a in range(max_factor, min_factor - 1, -1):
            if best is not None and a * max_factor <= best:
                break
            for b in range(max_factor, a - 1, -1):
                p = a * b
                if best is not None and p <= best:
                    break
                if is_palindrome(p):
                    best = p
        if best is None:
            return None, []
        return best, factor_pairs(best, min_factor, max_factor)


    def smallest(min_factor, max_factor):
        _validate(min_factor, max_factor)
        best = None
        for a in range(min_factor, max_factor + 1):
            if best is not None and a * a >= best:
                break
            for b in range(a, max_factor + 1):
                p = a * b
                if best is not None and p >= best:
                    break
                if is_palindrome(p):
                    best = p
        if best is None:
            return None, []
        return best, factor_pairs(best, min_factor, max_factor)
    ''')
PP_B = d('''
    import heapq


    def _ok(lo, hi):
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (lo, hi)):
            raise TypeError("factors must be ints")
        if lo > hi:
            raise ValueError("min must be <= max")


    def _pairs(p, lo, hi):
        return [(a, p // a) for a in range(lo, hi + 1) if p % a == 0 and a <= p // a <= hi]


    def _search(lo, hi, sign):
        # best-first over products: the heap yields products in order (ascending for sign=1,
        # descending for sign=-1), so the first palindrome popped is the answer
        if sign > 0:
            heap = [(a * a, a, a) for a in range(lo, hi + 1)]
        else:
            heap = [(-a * hi, a, hi) for a in range(lo, hi + 1)]
        heapq.heapify(heap)
        while heap:
            key, a, b = heapq.heappop(heap)
            p = a * b
            s = str(p)
            if s == s[::-1]:
                return p
            if sign > 0 and b < hi:
                heapq.heappush(heap, ((a * (b + 1)), a, b + 1))
            if sign < 0 and b > a:
                heapq.heappush(heap, (-(a * (b - 1)), a, b - 1))
        return None


    def largest(min_factor, max_factor):
        _ok(min_factor, max_factor)
        p = _search(min_factor, max_factor, -1)
        return (None, []) if p is None else (p, _pairs(p, min_factor, max_factor))


    def smallest(min_factor, max_factor):
        _ok(min_factor, max_factor)
        p = _search(min_factor, max_factor, 1)
        return (None, []) if p is None else (p, _pairs(p, min_factor, max_factor))
    ''')
PP_C = d('''
    class _Range:
        def __init__(self, lo, hi):
            for v in (lo, hi):
                if isinstance(v, bool) or not isinstance(v, int):
                    raise TypeError("factors must be ints")
            if lo > hi:
                raise ValueError("min must be <= max")
            self.lo, self.hi = lo, hi

        def pairs(self, value):
            res = []
            for a in range(self.lo, self.hi + 1):
                if a * a > value:
                    break
                q, r = divmod(value, a)
                if r == 0 and q <= self.hi:
                    res.append((a, q))
            return res


    def _is_pal(n):
        d = str(n)
        return d == "".join(reversed(d))


    def largest(min_factor, max_factor):
        r = _Range(min_factor, max_factor)
        found = -1
        for a in range(r.hi, r.lo - 1, -1):
            if a * r.hi <= found:
                break
            b = r.hi
            while b >= a and a * b > found:
                if _is_pal(a * b):
                    found = a * b
                b -= 1
        return (None, []) if found < 0 else (found, r.pairs(found))


    def smallest(min_factor, max_factor):
        r = _Range(min_factor, max_factor)
        found = None
        for a in range(r.lo, r.hi + 1):
            if found is not None and a * a >= found:
                break
            for b in range(a, r.hi + 1):
                if found is not None and a * b >= found:
                    break
                if _is_pal(a * b):
                    found = a * b
        return (None, []) if found is None else (found, r.pairs(found))
    ''')
PP_TESTS = d('''
    import random
    import time

    import pytest

    from solution import largest, smallest


    def _brute(lo, hi):
        pals = {}
        for a in range(lo, hi + 1):
            for b in range(a, hi + 1):
                s = str(a * b)
                if s == s[::-1]:
                    pals.setdefault(a * b, []).append((a, b))
        if not pals:
            return (None, []), (None, [])
        lo_v, hi_v = min(pals), max(pals)
        return (lo_v, sorted(pals[lo_v])), (hi_v, sorted(pals[hi_v]))


    def _norm(r):
        v, pairs = r
        return v, sorted(tuple(p) for p in pairs)


    @pytest.mark.parametrize("lo,hi,want", [
        (1, 9, (1, [(1, 1)])), (10, 99, (121, [(11, 11)])), (100, 999, (10201, [(101, 101)])),
        (1000, 9999, (1002001, [(1001, 1001)])), (15, 15, (None, [])), (2, 2, (4, [(2, 2)])),
    ])
    def test_smallest(lo, hi, want):
        assert _norm(smallest(lo, hi)) == want


    @pytest.mark.parametrize("lo,hi,want", [
        (1, 9, (9, [(1, 9), (3, 3)])), (10, 99, (9009, [(91, 99)])), (100, 999, (906609, [(913, 993)])),
        (1000, 9999, (99000099, [(9901, 9999)])), (15, 15, (None, [])), (2, 2, (4, [(2, 2)])),
    ])
    def test_largest(lo, hi, want):
        assert _norm(largest(lo, hi)) == want


    @pytest.mark.parametrize("fn", [largest, smallest])
    def test_min_greater_than_max(fn):
        with pytest.raises(ValueError, match=r"^min must be <= max$"):
            fn(10, 1)


    @pytest.mark.parametrize("fn", [largest, smallest])
    @pytest.mark.parametrize("args", [(1.0, 9), (1, "9"), (True, 9), (None, None)])
    def test_type_error(fn, args):
        with pytest.raises(TypeError, match=r"^factors must be ints$"):
            fn(*args)


    def test_random_against_oracle():
        rng = random.Random(1306)
        for _ in range(150):
            lo = rng.randint(1, 120)
            hi = lo + rng.randint(0, 60)
            s, l = _brute(lo, hi)
            assert _norm(smallest(lo, hi)) == s, (lo, hi)
            assert _norm(largest(lo, hi)) == l, (lo, hi)


    def test_speed():
        t = time.perf_counter()
        assert largest(1000, 9999)[0] == 99000099
        assert smallest(1000, 9999)[0] == 1002001
        assert largest(100, 999)[0] == 906609
        assert largest(10000, 99999)[0] == 9966006699
        assert time.perf_counter() - t < 30.0
    ''')
task("hard-01-palindrome-products", "hard",
     "Implement largest(min_factor, max_factor) and smallest(min_factor, max_factor) in solution.py. Each returns "
     "(value, pairs): the largest / smallest palindromic number that is a product of two factors in "
     "[min_factor, max_factor], and the list of all factor pairs (a, b) with a <= b, both in range, whose product "
     "is value, sorted by a. If there is no palindrome product, return (None, []). Non-int (or bool) factors "
     "raise TypeError('factors must be ints'); min_factor > max_factor raises ValueError('min must be <= max'). "
     "Must handle 5-digit factor ranges within the time limit.",
     "def largest(min_factor, max_factor):\n    raise NotImplementedError\n\n\n"
     "def smallest(min_factor, max_factor):\n    raise NotImplementedError\n", PP_REF, PP_TESTS, [PP_A, PP_B, PP_C],
     extra={"tests/test_examples.py": d('''
         from solution import largest, smallest


         def test_largest_two_digit():
             assert largest(10, 99) == (9009, [(91, 99)])


         def test_smallest_two_digit():
             assert smallest(10, 99) == (121, [(11, 11)])


         def test_none():
             assert largest(15, 15) == (None, [])
         ''')}, limit=60.0)
