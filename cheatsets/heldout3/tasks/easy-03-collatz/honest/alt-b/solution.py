def collatz_steps(n):
    if n <= 0:
        raise ValueError("collatz is defined for positive integers")
    count = 0
    while n != 1:
        if n & 1:
            n = 3 * n + 1
        else:
            n >>= 1
        count += 1
    return count


def longest_collatz(limit):
    lengths = [0] * max(limit, 2)
    best = 1
    for start in range(2, limit):
        n, count = start, 0
        while n >= start:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            count += 1
        lengths[start] = count + lengths[n]
        if lengths[start] > lengths[best]:
            best = start
    return best
