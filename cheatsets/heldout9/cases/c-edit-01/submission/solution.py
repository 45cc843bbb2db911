def largest_product(digits, span):
    best = 0
    for i in range(len(digits) - span):
        p = 1
        for c in digits[i:i + span]:
            p *= int(c)
        best = max(best, p)
    return best
