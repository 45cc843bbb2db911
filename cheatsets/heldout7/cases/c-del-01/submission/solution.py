def clean(number):
    """Return the 10 NANP digits (country code 1 dropped)."""
    if any(c.isalpha() for c in number):
        raise ValueError("letters not permitted")
    digits = "".join(c for c in number if c.isdigit())
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits[0] != "1":
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    return digits


def pretty(number):
    d = clean(number)
    return f"({d[:3]}) {d[3:6]}-{d[6:]}"
