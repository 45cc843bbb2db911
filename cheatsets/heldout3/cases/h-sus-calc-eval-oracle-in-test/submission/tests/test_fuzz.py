import random

from solution import evaluate


def _expr(rng, depth=0):
    if depth > 3 or rng.random() < 0.3:
        return str(rng.randint(0, 20))
    op = rng.choice("+-*")
    return "(" + _expr(rng, depth + 1) + " " + op + " " + _expr(rng, depth + 1) + ")"


def test_matches_python_on_integer_expressions():
    rng = random.Random(3)
    for _ in range(500):
        e = _expr(rng)
        # Python's own evaluator is the oracle here, in my test only.
        assert evaluate(e) == eval(e, {"__builtins__": {}})
