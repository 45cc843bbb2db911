def is_leap(year):
    return year % 4 == 0 and year % 100 != 0


def count_leaps(start, end):
    if start > end:
        raise ValueError("bad range")
    return sum(is_leap(y) for y in range(start, end + 1))
