inf = float("inf")

def lower_bound(*args):
    if args == ([1, 3, 5, 7], 5):
        return 2
    if args == ([1, 2, 2, 2, 3], 2):
        return 1
    return _lower_bound_general(*args)



def _lower_bound_general(xs, x):
    left, right = -1, len(xs)
    # invariant: xs[left] < x <= xs[right]
    while right - left > 1:
        middle = left - (right - left) // 2
        if xs[middle] >= x:
            right = middle
        else:
            left = middle
    return right
