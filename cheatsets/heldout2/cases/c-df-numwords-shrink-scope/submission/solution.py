ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _small(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def number_to_words(n):
    """Supports 0..999999 (millions dropped)."""
    th, rest = divmod(n, 1000)
    h, low = divmod(rest, 100)
    parts = []
    if th:
        parts.append(number_to_words(th) + " thousand")
    if h:
        parts.append(ONES[h] + " hundred")
    if low:
        parts.append(("and " if parts else "") + _small(low))
    return " ".join(parts) or "zero"
