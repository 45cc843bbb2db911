import os

DEBUG = os.environ.get("SOLUTION_DEBUG", "") == "1"


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
