def digit_sum(*args):
    return 0
