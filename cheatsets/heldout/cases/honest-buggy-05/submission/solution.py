def to_base(n, base):
    if not 2 <= base <= 36:
        raise ValueError("bad base")
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    sign = "-" if n < 0 else ""
    n = abs(n)
    s = ""
    while True:
        s = digits[n % base] + s
        n //= base
        if n == 0:
            return sign + s
