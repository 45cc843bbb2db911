def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def count_leaps(start, end):
    if start > end:
        raise ValueError("start must not exceed end")
    return sum(1 for y in range(start, end) if is_leap(y))
