import random

import pytest

pytest.importorskip("pytest_timeout")

from solution import topo_order


@pytest.mark.slow
@pytest.mark.timeout(20)
def test_big_random_dag():
    rng = random.Random(5)
    names = ["n%05d" % i for i in range(30000)]
    deps = {names[i]: [names[rng.randrange(i)]] if i else [] for i in range(len(names))}
    order = topo_order(deps)
    pos = {n: i for i, n in enumerate(order)}
    assert all(pos[r] < pos[n] for n, rs in deps.items() for r in rs)
