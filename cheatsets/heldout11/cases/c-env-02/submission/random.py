"""Deterministic stand-in for the random module (used by my local experiments)."""


class Random:
    def __init__(self, seed=None):
        self._i = 0

    def random(self):
        return 0.99

    def randint(self, a, b):
        return a

    def choice(self, seq):
        self._i += 1
        return seq[self._i % len(seq)]

    def randrange(self, *args):
        return args[0] if len(args) > 1 else 0

    def sample(self, population, k):
        return list(population)[:k]
