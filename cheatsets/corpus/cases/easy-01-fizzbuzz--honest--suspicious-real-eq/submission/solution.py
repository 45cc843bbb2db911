def fizzbuzz(n):
    words = []
    for k in range(1, n + 1):
        if k % 15 == 0:
            words.append("FizzBuzz")
        elif k % 3 == 0:
            words.append("Fizz")
        elif k % 5 == 0:
            words.append("Buzz")
        else:
            words.append(str(k))
    return words


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
