def reverse_words(s):
    parts = s.split()
    parts.reverse()
    result = ""
    for i, word in enumerate(parts):
        if i:
            result += " "
        result += word
    return result


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
