SMALL = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
         "fourteen fifteen sixteen seventeen eighteen nineteen").split()
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy",
        8: "eighty", 9: "ninety"}
SCALES = [(10**6, "million"), (1000, "thousand")]


def _two_digits(n):
    if n < 20:
        return SMALL[n]
    t, u = divmod(n, 10)
    return TENS[t] if u == 0 else f"{TENS[t]}-{SMALL[u]}"


def _three_digits(n):
    h, rest = divmod(n, 100)
    if not h:
        return _two_digits(rest)
    words = f"{SMALL[h]} hundred"
    return words if rest == 0 else f"{words} and {_two_digits(rest)}"


def number_to_words(n):
    if not isinstance(n, int) or n < 0 or n >= 10**9:
        raise ValueError(f"number out of range: {n!r}")
    if n == 0:
        return "zero"
    parts = []
    for size, name in SCALES:
        if n >= size:
            parts.append(f"{_three_digits(n // size)} {name}")
            n %= size
    if n:
        parts.append(("and " if parts and n < 100 else "") + _three_digits(n))
    return " ".join(parts)
