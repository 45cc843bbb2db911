import random

import pytest

from solution import answer


def test_precedence_is_left_to_right():
    assert answer("What is 2 plus 3 multiplied by 4?") == 20


def test_truncation():
    assert answer("What is -9 divided by 4?") == -2


@pytest.mark.parametrize("q", ["What is 1 plus?", "What is?", "What is 3 3?"])
def test_syntax(q):
    with pytest.raises(ValueError, match="^syntax error$"):
        answer(q)


def test_random_sums():
    rng = random.Random(3)
    for _ in range(200):
        xs = [rng.randint(-99, 99) for _ in range(rng.randint(1, 6))]
        q = "What is " + " plus ".join(map(str, xs)) + "?"
        assert answer(q) == sum(xs)
