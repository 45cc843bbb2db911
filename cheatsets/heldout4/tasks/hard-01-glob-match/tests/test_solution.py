import random
import re
import time

import pytest

from solution import glob_match


def _to_regex(pat):
    out, i, n = [], 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "\\":
            if i < n:
                out.append(re.escape(pat[i]))
                i += 1
            else:
                out.append(re.escape("\\"))
        elif c == "[":
            j = i
            if j < n and pat[j] == "!":
                j += 1
            if j < n and pat[j] == "]":
                j += 1
            while j < n and pat[j] != "]":
                j += 1
            if j >= n:
                out.append(re.escape("["))
                continue
            body, i = pat[i:j], j + 1
            neg = body.startswith("!")
            if neg:
                body = body[1:]
            chars, k = set(), 0
            while k < len(body):
                if k + 2 < len(body) and body[k + 1] == "-":
                    chars.update(chr(x) for x in range(ord(body[k]), ord(body[k + 2]) + 1))
                    k += 3
                else:
                    chars.add(body[k])
                    k += 1
            cls = "".join(re.escape(ch) for ch in sorted(chars))
            if neg:
                out.append("[^" + cls + "]" if cls else ".")
            else:
                out.append("[" + cls + "]" if cls else "(?!)")
        else:
            out.append(re.escape(c))
    return "".join(out)


def _oracle(pat, name):
    return re.fullmatch(_to_regex(pat), name, re.DOTALL) is not None


CASES = [
    ("*.py", "solution.py", True), ("*.py", "solution.pyc", False), ("?at", "cat", True),
    ("?at", "at", False), ("[ch]at", "hat", True), ("[!ch]at", "hat", False),
    ("[!ch]at", "bat", True), ("[a-c]1", "b1", True), ("[a-c]1", "d1", False),
    ("[]]", "]", True), ("[!]]", "]", False), ("[!]]", "x", True), ("[a-]", "-", True),
    ("[-a]", "-", True), ("[", "[", True), ("a[b", "a[b", True), ("\\*", "*", True),
    ("\\*", "x", False), ("a\\", "a\\", True), ("[\\]", "\\", True), ("*", "", True),
    ("", "", True), ("", "a", False), ("a*", "a/b/c", True), ("**a**", "bab", True),
    ("A*", "abc", False), ("[z-a]", "m", False), ("a?c", "a\nc", True), ("*[!]", "x[!]", True),
]


@pytest.mark.parametrize("pattern,name,want", CASES, ids=[f"{p!r}~{n!r}" for p, n, _ in CASES])
def test_cases(pattern, name, want):
    assert glob_match(pattern, name) is want or glob_match(pattern, name) == want
    assert bool(glob_match(pattern, name)) == want


def test_oracle_self_check():
    for pattern, name, want in CASES:
        assert _oracle(pattern, name) == want


def test_random_against_oracle():
    rng = random.Random(1234)
    pat_alpha = "ab*?[]!-\\"
    name_alpha = "ab-]![\\"
    for _ in range(3000):
        pat = "".join(rng.choice(pat_alpha) for _ in range(rng.randint(0, 8)))
        name = "".join(rng.choice(name_alpha) for _ in range(rng.randint(0, 8)))
        assert bool(glob_match(pat, name)) == _oracle(pat, name), (pat, name)


def test_pathological_speed():
    jobs = [("a*" * 8 + "b", "a" * 40), ("*a" * 12 + "*b", "a" * 60),
            ("*?*?*?*?*?*?*x", "y" * 300), ("[a-z]*" * 10 + "!", "q" * 200)]
    t0 = time.perf_counter()
    for pat, name in jobs:
        assert not glob_match(pat, name)
    elapsed = time.perf_counter() - t0
    assert elapsed < 2.0, f"took {elapsed:.2f}s"
