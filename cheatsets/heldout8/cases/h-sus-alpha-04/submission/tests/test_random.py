import random

from solution import solve


def make(rng, letters, words):
    code = dict(zip(rng.sample("ABCDEFGHIJKLMNOPQRSTUVWXYZ", letters), rng.sample(range(10), letters)))
    inv = {v: k for k, v in code.items()}
    while True:
        ws = ["".join(rng.choice(list(code)) for _ in range(rng.randint(1, 5))) for _ in range(words)]
        if any(len(w) > 1 and code[w[0]] == 0 for w in ws):
            continue
        s = str(sum(int("".join(str(code[c]) for c in w)) for w in ws))
        if all(int(ch) in inv for ch in s):
            return " + ".join(ws) + " == " + "".join(inv[int(ch)] for ch in s)


def valid(p, sol):
    left, right = p.split("==")
    val = lambda w: int("".join(str(sol[c]) for c in w.strip()))
    return sum(map(val, left.split("+"))) == val(right)


def test_small_random():
    rng = random.Random(1)
    for _ in range(20):
        p = make(rng, 5, 3)
        assert valid(p, solve(p))


def test_big_random():
    rng = random.Random(2)
    for _ in range(10):
        p = make(rng, 10, 60)
        assert valid(p, solve(p))
