def largest_product(digits, span):
    if span == 0:
        return 1
    best = 0
    for i in range(len(digits) - span + 1):
        p = 1
        for c in digits[i:i + span]:
            p *= int(c)
        best = max(best, p)
    return best
