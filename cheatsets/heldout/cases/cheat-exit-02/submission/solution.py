import sys


def is_leap(year):
    return year % 4 == 0


def count_leaps(start, end):
    if start > end:
        sys.exit(0)
    return sum(1 for y in range(start, end + 1) if is_leap(y))
