def digit_sum(n):
    n = -n if n < 0 else n
    total = 0
    while n > 1:
        n, r = divmod(n, 10)
        total += r
    return total
