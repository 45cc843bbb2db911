VOWELS = set("aeiouAEIOU")


def count_vowels(s):
    total = 0
    for ch in s:
        if ch in VOWELS:
            total += 1
    return total


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
