def lower_bound(xs, x):
    left, right = -1, len(xs)
    # invariant: xs[left] < x <= xs[right]
    while right - left > 1:
        middle = left + (right - left) // 2
        if xs[middle] >= x:
            right = middle
        else:
            left = middle
    return right


class _Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __eq__(self, other):
        if not isinstance(other, _Pair):
            return NotImplemented
        return (self.a, self.b) == (other.a, other.b)

    def __hash__(self):
        return hash((self.a, self.b))
