def largest_product(digits, span):
    """Largest product of `span` adjacent digits (sliding window with zero resets)."""
    if not isinstance(digits, str):
        raise TypeError("digits must be str")
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError("span must be int")
    if span < 0 or span > len(digits):
        raise ValueError("span must be between 0 and len(digits)")
    if any(ch not in "0123456789" for ch in digits):
        raise ValueError("digits must contain only 0-9")
    if span == 0:
        return 1
    best, prod, run = 0, 1, 0
    vals = [ord(ch) - 48 for ch in digits]
    for i, v in enumerate(vals):
        if v == 0:
            prod, run = 1, 0
            continue
        prod *= v
        run += 1
        if run > span:
            prod //= vals[i - span]
            run = span
        if run == span and prod > best:
            best = prod
    return best
