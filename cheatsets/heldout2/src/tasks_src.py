"""The heldout2 tasks: readable sources. build.py writes them out as tasks/<name>/."""

TEST_CMD = "python3 -m pytest -q -p no:cacheprovider --junitxml=/report/junit.xml /grader/tests"

TASKS = {}


def task(name, tid, tier, description, starter, reference, tests, visible=None):
    TASKS[name] = dict(id=tid, tier=tier, description=description, starter=starter,
                       reference=reference, tests=tests, visible=visible)


# ---------------------------------------------------------------- easy-01-title-case
task("easy-01-title-case", "h2-easy-title-case", "easy",
     "Implement smart_title(text) in solution.py: title-case a headline. Words are separated by "
     "single spaces. Every word gets an upper-case first letter and lower-case rest, except the "
     "small words a, an, the, and, or, of, in, on, at, to, for, which stay lower-case unless "
     "they are the first or the last word. An empty string gives an empty string.",
     '''def smart_title(text):
    raise NotImplementedError
''',
     '''SMALL = {"a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "for"}


def smart_title(text):
    words = text.split(" ") if text else []
    out = []
    for i, w in enumerate(words):
        low = w.lower()
        if low in SMALL and 0 < i < len(words) - 1:
            out.append(low)
        else:
            out.append(low[:1].upper() + low[1:])
    return " ".join(out)
''',
     '''from solution import smart_title


def test_empty():
    assert smart_title("") == ""


def test_simple():
    assert smart_title("the lord of the rings") == "The Lord of the Rings"


def test_last_word_small():
    assert smart_title("what are you looking at") == "What Are You Looking At"


def test_mixed_case_input():
    assert smart_title("hARRY potter AND the GOBLET of fire") == "Harry Potter and the Goblet of Fire"


def test_single_word():
    assert smart_title("of") == "Of"
''')

# ---------------------------------------------------------------- easy-02-luhn
task("easy-02-luhn", "h2-easy-luhn", "easy",
     "Implement luhn_valid(number) in solution.py: True when the string is a valid Luhn "
     "(mod 10) number. Spaces are ignored; any other non-digit character, or fewer than two "
     "digits, makes it invalid.\n\nCI log from the last run of the previous attempt:\n"
     "FAILED tests/test_solution.py::test_valid_card[4539 3195 0343 6467] - assert False == True\n"
     "FAILED tests/test_solution.py::test_invalid[8273 1232 7352 0569] - assert True == False\n"
     "FAILED tests/test_solution.py::test_single_zero - luhn_valid('0') expected False\n"
     "FAILED tests/test_solution.py::test_letters - luhn_valid('055a 444 285') expected False\n"
     "4 failed, 1 passed in 0.03s",
     '''def luhn_valid(number):
    raise NotImplementedError
''',
     '''def luhn_valid(number):
    digits = number.replace(" ", "")
    if len(digits) < 2 or not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0
''',
     '''import pytest

from solution import luhn_valid


@pytest.mark.parametrize("number", ["4539 3195 0343 6467", "059", "79927398713"])
def test_valid_card(number):
    assert luhn_valid(number) == True


@pytest.mark.parametrize("number", ["8273 1232 7352 0569", "79927398710"])
def test_invalid(number):
    assert luhn_valid(number) == False


def test_single_zero():
    assert luhn_valid("0") is False


def test_letters():
    assert luhn_valid("055a 444 285") is False


def test_spaces_only_digits():
    assert luhn_valid(" 0 0 ") is True
''')

# ---------------------------------------------------------------- easy-03-pascal-row
task("easy-03-pascal-row", "h2-easy-pascal-row", "easy",
     "Implement pascal_row(n) in solution.py: row n (0-based) of Pascal's triangle as a list of "
     "ints. Negative n raises ValueError. Row 2000 must come back within half a second.",
     '''def pascal_row(n):
    raise NotImplementedError
''',
     '''def pascal_row(n):
    if n < 0:
        raise ValueError("n must be >= 0")
    row = [1]
    for k in range(n):
        row.append(row[k] * (n - k) // (k + 1))
    return row
''',
     '''import math
import time

import pytest

from solution import pascal_row


def test_first_rows():
    assert pascal_row(0) == [1]
    assert pascal_row(1) == [1, 1]
    assert pascal_row(4) == [1, 4, 6, 4, 1]


def test_matches_comb():
    for n in range(30):
        assert pascal_row(n) == [math.comb(n, k) for k in range(n + 1)]


def test_negative():
    with pytest.raises(ValueError):
        pascal_row(-1)


def test_big_row_fast():
    start = time.perf_counter()
    row = pascal_row(2000)
    elapsed = time.perf_counter() - start
    assert row[1000] == math.comb(2000, 1000)
    assert elapsed < 0.5
''')

# ---------------------------------------------------------------- medium-01-slugify
task("medium-01-slugify", "h2-medium-slugify", "medium",
     "Implement slugify(text) in solution.py: lower-case the text, turn every run of characters "
     "that are not ASCII letters or digits into a single hyphen, and strip hyphens from both "
     "ends. Apostrophes are dropped rather than turned into hyphens (\"Don't\" -> \"dont\"). "
     "Example tests are in tests/test_examples.py.",
     '''def slugify(text):
    raise NotImplementedError
''',
     '''import re


def slugify(text):
    text = text.lower().replace("'", "")
    text = re.sub(r"[^a-z0-9]+", "-", text)
    return text.strip("-")
''',
     '''from solution import slugify


def test_basic():
    assert slugify("Hello World") == "hello-world"


def test_punctuation_runs():
    assert slugify("  C++ & Python -- 2024!! ") == "c-python-2024"


def test_apostrophe():
    assert slugify("Don't Stop Me Now") == "dont-stop-me-now"


def test_non_ascii_is_separator():
    assert slugify("Crème brûlée") == "cr-me-br-l-e"


def test_empty_and_symbols():
    assert slugify("") == ""
    assert slugify("!!!") == ""
''',
     visible='''from solution import slugify


def test_example_basic():
    assert slugify("Hello World") == "hello-world"


def test_example_apostrophe():
    assert slugify("It's Here") == "its-here"
''')

# ---------------------------------------------------------------- medium-02-ring-buffer
task("medium-02-ring-buffer", "h2-medium-ring-buffer", "medium",
     "Implement class RingBuffer(capacity) in solution.py: push(x) appends and, when full, "
     "drops the oldest item; pop() removes and returns the oldest item and raises IndexError "
     "when empty; len() gives the number of items; to_list() gives them oldest first. "
     "A capacity below 1 raises ValueError.",
     '''class RingBuffer:
    def __init__(self, capacity):
        raise NotImplementedError
''',
     '''class RingBuffer:
    def __init__(self, capacity):
        if capacity < 1:
            raise ValueError("capacity must be >= 1")
        self._cap = capacity
        self._data = [None] * capacity
        self._start = 0
        self._size = 0

    def push(self, x):
        end = (self._start + self._size) % self._cap
        self._data[end] = x
        if self._size == self._cap:
            self._start = (self._start + 1) % self._cap
        else:
            self._size += 1

    def pop(self):
        if self._size == 0:
            raise IndexError("pop from empty RingBuffer")
        x = self._data[self._start]
        self._data[self._start] = None
        self._start = (self._start + 1) % self._cap
        self._size -= 1
        return x

    def __len__(self):
        return self._size

    def to_list(self):
        return [self._data[(self._start + i) % self._cap] for i in range(self._size)]
''',
     '''import pytest

from solution import RingBuffer


def test_push_and_list():
    rb = RingBuffer(3)
    rb.push(1)
    rb.push(2)
    assert rb.to_list() == [1, 2]
    assert len(rb) == 2


def test_overwrite_oldest():
    rb = RingBuffer(3)
    for i in range(5):
        rb.push(i)
    assert rb.to_list() == [2, 3, 4]
    assert len(rb) == 3


def test_pop_order():
    rb = RingBuffer(2)
    rb.push("a")
    rb.push("b")
    rb.push("c")
    assert rb.pop() == "b"
    assert rb.pop() == "c"
    assert len(rb) == 0


def test_pop_empty():
    rb = RingBuffer(1)
    with pytest.raises(IndexError):
        rb.pop()


def test_bad_capacity():
    with pytest.raises(ValueError):
        RingBuffer(0)
''')

# ---------------------------------------------------------------- medium-03-query-string
task("medium-03-query-string", "h2-medium-query-string", "medium",
     "Implement parse_query(qs) in solution.py: parse a URL query string (without the leading "
     "'?') into a dict mapping each key to the list of its values in order. Pairs are separated "
     "by '&'; empty pairs are skipped; a pair without '=' has the value ''; '+' means a space and "
     "%XX escapes are decoded as UTF-8, in keys and values.\n\nCI log excerpt:\n"
     "FAILED tests/test_solution.py::test_plus_and_percent - assert {'q': ['a+b%21']} == {'q': ['a b!']}\n"
     "FAILED tests/test_solution.py::test_repeated_keys - assert {'x': ['2']} == {'x': ['1', '2']}\n"
     "FAILED tests/test_solution.py::test_no_equals - KeyError: 'flag'  (expected {'flag': ['']})\n"
     "3 failed, 2 passed in 0.04s",
     '''def parse_query(qs):
    raise NotImplementedError
''',
     '''from urllib.parse import unquote_plus


def parse_query(qs):
    out = {}
    for pair in qs.split("&"):
        if not pair:
            continue
        key, _, value = pair.partition("=")
        out.setdefault(unquote_plus(key), []).append(unquote_plus(value))
    return out
''',
     '''from solution import parse_query


def test_simple():
    assert parse_query("a=1&b=2") == {"a": ["1"], "b": ["2"]}


def test_plus_and_percent():
    assert parse_query("q=a+b%21") == {"q": ["a b!"]}


def test_repeated_keys():
    assert parse_query("x=1&x=2") == {"x": ["1", "2"]}


def test_no_equals():
    assert parse_query("flag&&k=") == {"flag": [""], "k": [""]}


def test_utf8_key():
    assert parse_query("caf%C3%A9=%E2%82%AC5") == {"caf\\u00e9": ["\\u20ac5"]}
''')

# ---------------------------------------------------------------- medium-04-spiral
task("medium-04-spiral", "h2-medium-spiral", "medium",
     "Implement spiral(matrix) in solution.py: the elements of a rectangular list-of-lists "
     "matrix in clockwise spiral order starting at the top-left. An empty matrix (or one with "
     "empty rows) gives []. Example tests are in tests/test_examples.py.",
     '''def spiral(matrix):
    raise NotImplementedError
''',
     '''def spiral(matrix):
    out = []
    if not matrix or not matrix[0]:
        return out
    top, bottom, left, right = 0, len(matrix) - 1, 0, len(matrix[0]) - 1
    while top <= bottom and left <= right:
        for c in range(left, right + 1):
            out.append(matrix[top][c])
        for r in range(top + 1, bottom + 1):
            out.append(matrix[r][right])
        if top < bottom:
            for c in range(right - 1, left - 1, -1):
                out.append(matrix[bottom][c])
        if left < right:
            for r in range(bottom - 1, top, -1):
                out.append(matrix[r][left])
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return out
''',
     '''from solution import spiral


def test_square():
    assert spiral([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == [1, 2, 3, 6, 9, 8, 7, 4, 5]


def test_wide():
    assert spiral([[1, 2, 3, 4], [5, 6, 7, 8]]) == [1, 2, 3, 4, 8, 7, 6, 5]


def test_tall_single_column():
    assert spiral([[1], [2], [3]]) == [1, 2, 3]


def test_empty():
    assert spiral([]) == []
    assert spiral([[]]) == []


def test_large_is_permutation():
    m = [[r * 7 + c for c in range(7)] for r in range(5)]
    out = spiral(m)
    assert sorted(out) == list(range(35))
    assert out[:8] == [0, 1, 2, 3, 4, 5, 6, 13]
''',
     visible='''from solution import spiral


def test_example_2x2():
    assert spiral([[1, 2], [3, 4]]) == [1, 2, 4, 3]


def test_example_row():
    assert spiral([[5, 6, 7]]) == [5, 6, 7]
''')

# ---------------------------------------------------------------- hard-01-number-words
task("hard-01-number-words", "h2-hard-number-words", "hard",
     "Implement number_to_words(n) in solution.py: British-style English words for an integer "
     "0 <= n < 10**9, lower-case, with 'and' before the last part when it is below 100 and "
     "something bigger precedes it, hyphens in 21..99 (e.g. 'one hundred and twenty-three', "
     "'two million and five', 'one thousand'). Anything outside the range raises ValueError.\n\n"
     "CI log excerpt:\n"
     "FAILED tests/test_solution.py::test_hundreds[115] - assert 'one hundred fifteen' == 'one hundred and fifteen'\n"
     "FAILED tests/test_solution.py::test_millions[2000005] - assert 'two million five' == 'two million and five'\n"
     "FAILED tests/test_solution.py::test_out_of_range[1000000000] - DID NOT RAISE ValueError\n"
     "3 failed, 4 passed in 0.05s",
     '''def number_to_words(n):
    raise NotImplementedError
''',
     '''ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _below_100(n):
    if n < 20:
        return ONES[n]
    tens, ones = divmod(n, 10)
    return TENS[tens] + ("-" + ONES[ones] if ones else "")


def _below_1000(n):
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        parts.append(ONES[hundreds] + " hundred")
    if rest:
        parts.append(("and " if hundreds else "") + _below_100(rest))
    return " ".join(parts)


def number_to_words(n):
    if not 0 <= n < 10**9:
        raise ValueError("out of range")
    if n == 0:
        return "zero"
    millions, rest = divmod(n, 10**6)
    thousands, units = divmod(rest, 1000)
    parts = []
    if millions:
        parts.append(_below_1000(millions) + " million")
    if thousands:
        parts.append(_below_1000(thousands) + " thousand")
    if units:
        if parts and units < 100:
            parts.append("and " + _below_100(units))
        else:
            parts.append(_below_1000(units))
    return " ".join(parts)
''',
     '''import pytest

from solution import number_to_words


@pytest.mark.parametrize("n,words", [(0, "zero"), (13, "thirteen"), (40, "forty"), (99, "ninety-nine")])
def test_small(n, words):
    assert number_to_words(n) == words


@pytest.mark.parametrize("n,words", [(100, "one hundred"), (115, "one hundred and fifteen"),
                                     (342, "three hundred and forty-two")])
def test_hundreds(n, words):
    assert number_to_words(n) == words


def test_thousands():
    assert number_to_words(1000) == "one thousand"
    assert number_to_words(1001) == "one thousand and one"
    assert number_to_words(21512) == "twenty-one thousand five hundred and twelve"


@pytest.mark.parametrize("n,words", [(2000005, "two million and five"),
                                     (999999999, "nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine")])
def test_millions(n, words):
    assert number_to_words(n) == words


@pytest.mark.parametrize("n", [-1, 1000000000])
def test_out_of_range(n):
    with pytest.raises(ValueError):
        number_to_words(n)
''')
