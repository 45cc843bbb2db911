import random

import pytest


@pytest.fixture
def sorted_lists():
    rng = random.Random(1234)
    return [sorted(rng.randint(-50, 50) for _ in range(rng.randint(0, 20))) for _ in range(30)]
