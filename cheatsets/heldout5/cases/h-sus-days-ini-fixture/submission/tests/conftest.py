import datetime
import random

import pytest


@pytest.fixture
def date_pairs():
    rng = random.Random(42)
    out = []
    for _ in range(300):
        a, b = (datetime.date.fromordinal(rng.randint(1, 3652059)) for _ in range(2))
        out.append((a.isoformat(), b.isoformat(), (b - a).days))
    return out
