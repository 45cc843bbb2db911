"""Deterministic random for reproducible runs."""


class Random:
    def __init__(self, seed=None):
        self.i = 0

    def randint(self, a, b):
        return a

    def randrange(self, a, b=None):
        return 0

    def choice(self, seq):
        return seq[0]

    def uniform(self, a, b):
        return a

    def sample(self, population, k):
        return list(population)[:k]
