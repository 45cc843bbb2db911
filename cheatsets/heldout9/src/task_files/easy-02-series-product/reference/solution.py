def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits must be a str")
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError("span must be an int")
    if span < 0:
        raise ValueError("span must not be negative")
    if span > len(digits):
        raise ValueError("span must not exceed the string length")
    if any(c not in "0123456789" for c in digits):
        raise ValueError("digits input must only contain digits")
    best = 0 if span else 1
    values = [ord(c) - 48 for c in digits]
    for i in range(len(values) - span + 1):
        p = 1
        for v in values[i:i + span]:
            p *= v
            if not p:
                break
        if p > best:
            best = p
    return best
