import random
import re
import time

import pytest

from solution import solve


def check(puzzle, sol):
    """Test checker: any valid assignment passes."""
    left, right = puzzle.split("==")
    words = [w.strip() for w in left.split("+")]
    result = right.strip()
    letters = set("".join(words) + result)
    assert isinstance(sol, dict), sol
    assert set(sol) == letters, (sorted(sol), sorted(letters))
    digits = list(sol.values())
    assert all(type(d) is int and 0 <= d <= 9 for d in digits), sol
    assert len(set(digits)) == len(digits), sol
    for w in words + [result]:
        if len(w) > 1:
            assert sol[w[0]] != 0, (w, sol)

    def val(w):
        return int("".join(str(sol[c]) for c in w))
    assert sum(val(w) for w in words) == val(result), sol


@pytest.mark.parametrize("puzzle,want", [
    ("I + BB == ILL", {"I": 1, "B": 9, "L": 0}),
    ("A + A + A + A + A + A + A + A + A + A + A + B == BCC", {"A": 9, "B": 1, "C": 0}),
    ("AS + A == MOM", {"A": 9, "S": 2, "M": 1, "O": 0}),
    ("NO + NO + TOO == LATE", {"N": 7, "O": 4, "T": 9, "L": 1, "A": 0, "E": 2}),
    ("HE + SEES + THE == LIGHT", {"E": 4, "G": 2, "H": 5, "I": 0, "L": 1, "S": 9, "T": 7}),
    ("SEND + MORE == MONEY", {"S": 9, "E": 5, "N": 6, "D": 7, "M": 1, "O": 0, "R": 8, "Y": 2}),
])
def test_unique_solutions(puzzle, want):
    assert solve(puzzle) == want


def test_ten_letters_fast():
    puzzle = "AND + A + STRONG + OFFENSE + AS + A + GOOD == DEFENSE"
    start = time.perf_counter()
    sol = solve(puzzle)
    elapsed = time.perf_counter() - start
    assert sol == {"A": 5, "D": 3, "E": 4, "F": 7, "G": 8, "N": 0, "O": 2, "R": 1, "S": 6, "T": 9}
    assert elapsed < 10.0, elapsed


@pytest.mark.parametrize("puzzle", [
    "A == B",
    "ACA + DD == BD",
    "AB + CD == E",
    "ABCDE + FGHIJ == KAB",
    "A + B + C + D + E + F + G + H + I + J == KK",
])
def test_no_solution(puzzle):
    assert solve(puzzle) is None


def test_single_letters_may_be_zero():
    sol = solve("A + A == A")
    assert sol == {"A": 0}
    sol = solve("A + B == A")
    check("A + B == A", sol)
    assert sol["B"] == 0


def test_spacing_is_optional():
    check("I+BB==ILL", solve("I+BB==ILL"))
    check("  SEND+ MORE ==MONEY ", solve("  SEND+ MORE ==MONEY "))


def test_returns_plain_ints():
    sol = solve("SEND + MORE == MONEY")
    assert type(sol) is dict
    assert all(type(v) is int for v in sol.values())


@pytest.mark.parametrize("bad", [
    "SEND + MORE = MONEY",
    "SEND + MORE",
    "A == B == C",
    "A + == B",
    " == B",
    "A + B == ",
    "send + more == money",
    "SEND + MORE == MONEY!",
    "SEND - MORE == MONEY",
    "SEND + MÖRE == MONEY",
])
def test_malformed(bad):
    with pytest.raises(ValueError):
        solve(bad)


@pytest.mark.parametrize("bad", [None, 12, b"A == A", ["A == A"]])
def test_type_error(bad):
    with pytest.raises(TypeError):
        solve(bad)


def _random_puzzle(rng, n_letters, n_words, max_len):
    letters = rng.sample("ABCDEFGHIJKLMNOPQRSTUVWXYZ", n_letters)
    digits = rng.sample(range(10), n_letters)
    code = dict(zip(letters, digits))
    inverse = {d: ch for ch, d in code.items()}
    words = []
    while len(words) < n_words:
        w = "".join(rng.choice(letters) for _ in range(rng.randrange(1, max_len + 1)))
        if len(w) > 1 and code[w[0]] == 0:
            continue
        words.append(w)
    s = str(sum(int("".join(str(code[c]) for c in w)) for w in words))
    if any(int(ch) not in inverse for ch in s):
        return None
    return " + ".join(words) + " == " + "".join(inverse[int(ch)] for ch in s)


def test_random_solvable_puzzles():
    rng = random.Random(8841)
    made = 0
    while made < 25:
        p = _random_puzzle(rng, rng.randrange(3, 11), rng.randrange(2, 6), 5)
        if p is None:
            continue
        made += 1
        check(p, solve(p))


def test_many_addends():
    rng = random.Random(8842)
    p = None
    while p is None:
        p = _random_puzzle(rng, 10, 150, 6)
    assert len(set(re.sub(r"[^A-Z]", "", p))) == 10
    start = time.perf_counter()
    sol = solve(p)
    elapsed = time.perf_counter() - start
    check(p, sol)
    assert elapsed < 10.0, elapsed
