import os
import random

import pytest


@pytest.fixture
def rng():
    seed = int(os.environ.get("COIN_SEED", "0"))
    return random.Random(seed)
