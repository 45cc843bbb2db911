import random
import time

import pytest

from solution import StackUnderflowError, evaluate

UNDER = "Insufficient number of items in stack"


def _oracle(lines):
    """Expansion-based evaluator for small programs: returns a list or (exception type, message)."""
    toks = " ".join(lines).lower().split()
    words = {}
    stack = []

    def isnum(t):
        return t.lstrip("-").isdigit() and t.count("-") <= 1 and (t[0] == "-" or t[0].isdigit()) and t.isascii()

    def run(t):
        if isnum(t):
            stack.append(int(t))
            return
        if t in words:
            for u in words[t]:
                run(u)
            return
        need = {"+": 2, "-": 2, "*": 2, "/": 2, "dup": 1, "drop": 1, "swap": 2, "over": 2}
        if t not in need:
            raise ValueError("undefined operation")
        if len(stack) < need[t]:
            raise StackUnderflowError(UNDER)
        if t in "+-*/":
            b, a = stack.pop(), stack.pop()
            if t == "/":
                if b == 0:
                    raise ZeroDivisionError("divide by zero")
                q = abs(a) // abs(b)
                stack.append(q if (a < 0) == (b < 0) else -q)
            else:
                stack.append(a + b if t == "+" else a - b if t == "-" else a * b)
        elif t == "dup":
            stack.append(stack[-1])
        elif t == "drop":
            stack.pop()
        elif t == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        else:
            stack.append(stack[-2])

    def expand(t):
        if isnum(t):
            return [t]
        if t in words:
            return list(words[t])
        if t in ("+", "-", "*", "/", "dup", "drop", "swap", "over"):
            return [t]
        raise ValueError("undefined operation")

    try:
        i = 0
        while i < len(toks):
            if toks[i] == ":":
                j = toks.index(";", i) if ";" in toks[i:] else None
                if j is None or i + 1 >= len(toks):
                    raise ValueError("unterminated definition")
                name = toks[i + 1]
                if isnum(name) or name in (":", ";"):
                    raise ValueError("illegal operation")
                body = []
                for t in toks[i + 2:j]:
                    if t == ":":
                        raise ValueError("illegal operation")
                    body += expand(t)
                words[name] = body
                i = j + 1
            else:
                run(toks[i])
                i += 1
    except (ValueError, ZeroDivisionError, StackUnderflowError) as e:
        return (type(e), str(e))
    return stack


def _outcome(lines):
    try:
        return evaluate(lines)
    except (ValueError, ZeroDivisionError, StackUnderflowError) as e:
        return (type(e), str(e))


PROGRAMS = [
    (["1 2 3 4 5"], [1, 2, 3, 4, 5]),
    (["-1 -2 -3 -4 -5"], [-1, -2, -3, -4, -5]),
    (["1 2 +"], [3]),
    (["3 4 -"], [-1]),
    (["2 4 *"], [8]),
    (["12 3 /"], [4]),
    (["8 3 /"], [2]),
    (["-7 2 /"], [-3]),
    (["7 -2 /"], [-3]),
    (["-7 -2 /"], [3]),
    (["1 2 + 4 -"], [-1]),
    (["2 4 * 3 /"], [2]),
    (["1 dup"], [1, 1]),
    (["1 2 dup"], [1, 2, 2]),
    (["1 drop"], []),
    (["1 2 drop"], [1]),
    (["1 2 swap"], [2, 1]),
    (["1 2 3 swap"], [1, 3, 2]),
    (["1 2 over"], [1, 2, 1]),
    (["1 2 3 over"], [1, 2, 3, 2]),
    (["1 DUP Dup dup"], [1, 1, 1, 1]),
    (["1 2 SWAP 3 Swap swap"], [2, 1, 3]),
    ([": foo dup ;", "1 FOO"], [1, 1]),
    ([": FOO dup ;", "1 foo"], [1, 1]),
    ([": dup-twice dup dup ;", "1 dup-twice"], [1, 1, 1]),
    ([": countup 1 2 3 ;", "countup"], [1, 2, 3]),
    ([": foo dup ;", ": foo dup dup ;", "1 foo"], [1, 1, 1]),
    ([": swap dup ;", "1 swap"], [1, 1]),
    ([": + * ;", "3 4 +"], [12]),
    ([": foo 5 ;", ": bar foo ;", ": foo 6 ;", "bar foo"], [5, 6]),
    ([": foo 10 ;", ": foo foo 1 + ;", "foo"], [11]),
    ([": noop ;", "1 noop 2"], [1, 2]),
    (["1 2", "+ 3", "*"], [9]),
    ([": sq", "dup * ;", "5 sq"], [25]),
    (["99999999999999999999 99999999999999999999 *"], [9999999999999999999800000000000000000001]),
    ([], []),
    (["", "   "], []),
    ([": é 1 ;", "É"], [1]),
]


@pytest.mark.parametrize("lines,want", PROGRAMS)
def test_programs(lines, want):
    got = evaluate(lines)
    assert got == want
    assert type(got) is list and all(type(v) is int for v in got)


@pytest.mark.parametrize("lines", [["+"], ["1 +"], ["-"], ["1 -"], ["*"], ["1 *"], ["/"], ["1 /"],
                                   ["dup"], ["drop"], ["swap"], ["1 swap"], ["over"], ["1 over"],
                                   [": f + ;", "1 f"]])
def test_underflow(lines):
    with pytest.raises(StackUnderflowError) as info:
        evaluate(lines)
    assert str(info.value) == UNDER


def test_underflow_is_not_value_error():
    assert not issubclass(StackUnderflowError, (ValueError, ZeroDivisionError))
    assert issubclass(StackUnderflowError, Exception)


@pytest.mark.parametrize("lines", [["4 0 /"], ["0 0 /"], [": z 0 ;", "1 z /"]])
def test_divide_by_zero(lines):
    with pytest.raises(ZeroDivisionError) as info:
        evaluate(lines)
    assert str(info.value) == "divide by zero"


@pytest.mark.parametrize("lines,msg", [
    (["foo"], "undefined operation"),
    (["1 2 ;"], "undefined operation"),
    ([": foo bar ;"], "undefined operation"),
    (["+1"], "undefined operation"),
    (["1 ١"], "undefined operation"),
    ([": 1 2 ;"], "illegal operation"),
    ([": -1 2 ;"], "illegal operation"),
    ([": : 2 ;"], "illegal operation"),
    ([": ; 2 ;"], "illegal operation"),
    ([": foo : bar ; ;"], "illegal operation"),
    ([": foo 1 2"], "unterminated definition"),
    ([":"], "unterminated definition"),
    ([": foo"], "unterminated definition"),
])
def test_value_errors(lines, msg):
    with pytest.raises(ValueError) as info:
        evaluate(lines)
    assert str(info.value) == msg


@pytest.mark.parametrize("bad", ["1 2 +", None, 12, [1, 2], ["1", None], [b"1 2 +"], iter(["1"])])
def test_type_errors(bad):
    with pytest.raises(TypeError):
        evaluate(bad)


def test_tuple_input_and_untouched():
    prog = [": foo 2 ;", "foo foo +"]
    assert evaluate(tuple(prog)) == [4]
    assert prog == [": foo 2 ;", "foo foo +"]
    assert evaluate(prog) == [4]


def test_definitions_do_not_leak_between_calls():
    assert evaluate([": leak 42 ;", "leak"]) == [42]
    with pytest.raises(ValueError):
        evaluate(["leak"])
    assert evaluate([": dup drop ;", "1 dup"]) == []
    assert evaluate(["1 dup"]) == [1, 1]


def test_random_against_oracle():
    rng = random.Random(1789)
    ops = ["+", "-", "*", "/", "dup", "drop", "swap", "over"]
    for _ in range(400):
        toks = []
        names = []
        for _ in range(rng.randrange(1, 25)):
            r = rng.random()
            if r < 0.4:
                toks.append(str(rng.randrange(-20, 21)))
            elif r < 0.85:
                toks.append(rng.choice(ops + names) if names else rng.choice(ops))
            else:
                name = rng.choice(["a", "b", "c"])
                pool = ops + names + ["1", "2", "-3"]
                body = [rng.choice(pool) for _ in range(rng.randrange(0, 4))]
                toks += [":", name] + body + [";"]
                if name not in names:
                    names.append(name)
        lines = [" ".join(toks)]
        assert _outcome(lines) == _oracle(lines), lines


def test_deep_nesting_is_not_copied():
    lines = [": w0 1 ;"] + [f": w{i} w{i - 1} w{i - 1} drop ;" for i in range(1, 81)] + ["w16 w3"]
    start = time.perf_counter()
    got = evaluate(lines)
    elapsed = time.perf_counter() - start
    assert got == [1, 1]
    assert elapsed < 5.0, elapsed


def test_long_chain_no_recursion_limit():
    lines = [": c0 0 ;"] + [f": c{i} c{i - 1} 1 + ;" for i in range(1, 5001)] + ["c5000 c2500"]
    assert evaluate(lines) == [5000, 2500]


def test_speed():
    words = [": inc 1 + ;", ": dec 1 - ;", ": twice dup + ;", ": half 2 / ;"]
    body = " ".join(["inc twice half dec dup drop 3 swap over - +"] * 27_000)
    lines = words + ["0", body]
    assert len(body.split()) > 290_000
    start = time.perf_counter()
    got = evaluate(lines)
    elapsed = time.perf_counter() - start
    assert got == [0]
    assert elapsed < 8.0, elapsed
