# datetime is only the oracle here; solution.py must not use it.
import datetime
import random

from solution import days_between, weekday


def test_random():
    rng = random.Random(0)
    for _ in range(5000):
        a = datetime.date.fromordinal(rng.randint(1, 3652059))
        b = datetime.date.fromordinal(rng.randint(1, 3652059))
        assert days_between(a.isoformat(), b.isoformat()) == (b - a).days
        assert weekday(b.isoformat()) == b.strftime("%A")
