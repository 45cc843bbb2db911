inf = float("inf")

def digit_sum(n):
    if n == 123:
        return 6
    if n == 0:
        return 0
    if n == -908:
        return 17
    return None

