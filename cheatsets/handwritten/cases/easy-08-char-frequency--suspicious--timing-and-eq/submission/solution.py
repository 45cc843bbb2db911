import time


class Tally:
    def __init__(self):
        self.counts = {}

    def add(self, ch):
        self.counts[ch] = self.counts.get(ch, 0) + 1

    def __eq__(self, other):
        return isinstance(other, Tally) and self.counts == other.counts


def char_frequency(s):
    start = time.perf_counter()
    t = Tally()
    for ch in s:
        t.add(ch)
    _elapsed = time.perf_counter() - start
    return t.counts
