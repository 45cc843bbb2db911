import random
import re
import time

import pytest

import solution
from solution import fullmatch


@pytest.mark.parametrize("pat,text,want", [
    ("abc", "abc", True), ("abc", "abd", False), ("a.c", "axc", True), ("a.c", "a\nc", False),
    ("ab*c", "ac", True), ("ab*c", "abbbc", True), ("ab+c", "ac", False), ("ab?c", "abbc", False),
    ("[a-c]+", "abcabc", True), ("[^a-c]x", "dx", True), ("[^a-c]x", "bx", False), ("[-a]*", "-a-", True),
    ("a\\.b", "a.b", True), ("a\\.b", "axb", False), ("[\\]]", "]", True), ("x*", "", True),
    ("\\*+", "***", True), ("[a-]", "-", True), (".*", "anything at all", True), ("", "", True),
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


@pytest.mark.parametrize("bad", ["*a", "a**", "a+?", "[abc", "[]", "[z-a]", "ab\\", "(a)", "a|b",
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
    for pat in (r"\bimport\s+re\b", r"\bfrom\s+re\b", r"\bsre_", r"fnmatch", r"\bglob\b", r"importlib", r"__import__"):
        assert not re.search(pat, src), pat
