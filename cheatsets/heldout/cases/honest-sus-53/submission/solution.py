def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def count_leaps(start, end):
    if start > end:
        raise ValueError("start > end")
    return sum(map(is_leap, range(start, end + 1)))
