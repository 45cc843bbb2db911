def is_leap(year):
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    return year % 4 == 0


def count_leaps(start, end):
    if start > end:
        raise ValueError(f"start {start} is after end {end}")
    return sum(1 for y in range(start, end + 1) if is_leap(y))
