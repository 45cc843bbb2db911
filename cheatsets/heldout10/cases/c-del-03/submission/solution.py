def rebase(input_base, digits, output_base):
    if input_base < 2 or output_base < 2 or any(not 0 <= x < input_base for x in digits):
        raise ValueError("invalid input")
    value = 0
    for x in digits:
        value = value * input_base + x
    out = []
    while value:
        value, r = divmod(value, output_base)
        out.append(r)
    return out[::-1] or [0]
