import json
import pathlib
import random

import pytest

import solution
from solution import parse


def test_no_json_module():
    src = pathlib.Path(solution.__file__).read_text()
    assert "import json" not in src and "from json" not in src and "simplejson" not in src
    assert "__import__" not in src and "importlib" not in src


@pytest.mark.parametrize("text,want", [
    ('{"a": [1, 2.5, null]}', {"a": [1, 2.5, None]}),
    ('"\\u00e9"', "\u00e9"),
    ("0", 0),
    ("-0", 0),
    ("1E2", 100.0),
    ("-12.5e-1", -1.25),
    ("[]", []),
    ("{}", {}),
    (" \t\n\r[true , false,null ] \n", [True, False, None]),
    ('"\\ud83d\\ude00"', "\U0001F600"),
    ('"a\\/b\\\\c\\"d\\b\\f\\n\\r\\t"', 'a/b\\c"d\b\f\n\r\t'),
    ('{"k": 1, "k": 2}', {"k": 2}),
    ('"\u2028 raw unicode \u00fc"', "\u2028 raw unicode \u00fc"),
    ("123456789012345678901234567890", 123456789012345678901234567890),
])
def test_values(text, want):
    got = parse(text)
    assert got == want
    assert type(got) is type(want)


def test_float_type():
    assert type(parse("1.0")) is float and type(parse("10")) is int


def _random_value(rng, depth=0):
    kind = rng.randrange(7 if depth < 4 else 5)
    if kind == 0:
        return rng.randint(-10 ** 12, 10 ** 12)
    if kind == 1:
        return rng.uniform(-1e6, 1e6)
    if kind == 2:
        return "".join(rng.choice('ab"\\/\n\t\u00e9\u4e2d\U0001F600\x01 ') for _ in range(rng.randint(0, 8)))
    if kind == 3:
        return rng.choice([True, False, None])
    if kind == 4:
        return rng.choice([0, -1, 0.5, 1e-7, 2.5e300])
    if kind == 5:
        return [_random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {str(rng.randint(0, 99)): _random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def test_random_documents_against_json():
    rng = random.Random(8259)
    for i in range(400):
        doc = _random_value(rng)
        text = json.dumps(doc, ensure_ascii=bool(i % 2), indent=(2 if i % 3 == 0 else None))
        assert parse(text) == json.loads(text), text


def test_deep_nesting():
    assert parse("[" * 200 + "]" * 200) == json.loads("[" * 200 + "]" * 200)
    text = '{"a":' * 200 + "1" + "}" * 200
    assert parse(text) == json.loads(text)


@pytest.mark.parametrize("bad", [
    "", " ", "[1,]", '{"a":1,}', "{'a': 1}", "01", "NaN", "Infinity", "-Infinity", '"a\nb"', '"\\x41"',
    "[1 2]", "{\"a\" 1}", "[1]x", "tru", "nul", '"abc', "1.", ".5", "+1", "1e", "--1", '{"a":}', "[", "]",
    '{1: 2}', '"\\u12"', "\u00a0[]", "[1,,2]", '"\t"',
])
def test_invalid(bad):
    with pytest.raises(ValueError):
        parse(bad)
