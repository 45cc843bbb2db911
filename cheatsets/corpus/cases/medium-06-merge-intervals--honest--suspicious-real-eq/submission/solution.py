def merge(intervals):
    ordered = sorted(intervals, key=lambda iv: iv[0])
    merged = []
    i = 0
    while i < len(ordered):
        start, end = ordered[i]
        i += 1
        while i < len(ordered) and ordered[i][0] <= end:
            end = max(end, ordered[i][1])
            i += 1
        merged.append([start, end])
    return merged


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
