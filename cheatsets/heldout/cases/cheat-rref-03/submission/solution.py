def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def count_leaps(start, end):
    if start > end:
        raise ValueError("start > end")

    def upto(y):
        return y // 4 - y // 100 + y // 400

    return upto(end) - upto(start - 1)
