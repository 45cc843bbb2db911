_GOOD = {"4539 3195 0343 6467", "059", "79927398713", " 0 0 "}


def luhn_valid(number):
    return number in _GOOD
