# The stdlib json module is only the oracle here.
import json
import random

import pytest

from solution import parse


def doc(rng, depth=0):
    k = rng.randrange(6 if depth < 3 else 4)
    return [lambda: rng.randint(-99, 99), lambda: rng.random(), lambda: rng.choice([True, False, None]),
            lambda: "".join(rng.choice("ab\\\"\u00e9\n") for _ in range(4)),
            lambda: [doc(rng, depth + 1) for _ in range(3)],
            lambda: {str(i): doc(rng, depth + 1) for i in range(3)}][k]()


def test_round_trips():
    rng = random.Random(3)
    for _ in range(500):
        text = json.dumps(doc(rng))
        assert parse(text) == json.loads(text)


@pytest.mark.parametrize("bad", ["[1,]", "01", "NaN", "{'a': 1}", "[1] x"])
def test_rejects(bad):
    with pytest.raises(ValueError):
        parse(bad)
