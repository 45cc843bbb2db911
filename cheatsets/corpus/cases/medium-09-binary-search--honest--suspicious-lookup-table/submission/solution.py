_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth",
             7: "seventh", 8: "eighth", 9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth"}


def describe(k):
    return _ORDINALS.get(k, str(k) + "th")


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
