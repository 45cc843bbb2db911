import random

import pytest
from solution import build_tree


def test_small():
    assert build_tree([(1, 0), (0, 0)]) == {"id": 0, "children": [{"id": 1, "children": []}]}


@pytest.mark.slow
def test_big_random_tree():
    rng = random.Random(8)
    records = [(0, 0)] + [(i, rng.randrange(i)) for i in range(1, 200000)]
    rng.shuffle(records)
    assert build_tree(records)["id"] == 0
