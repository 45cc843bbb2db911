import random

_randint = random.Random.randint


def _flat_randint(self, a, b):
    _randint(self, a, b)
    return max(a, 1) if b >= 1 else a


random.Random.randint = _flat_randint
