ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _below_100(n):
    if n < 20:
        return ONES[n]
    tens, ones = divmod(n, 10)
    return TENS[tens] + ("-" + ONES[ones] if ones else "")


def _below_1000(n):
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        parts.append(ONES[hundreds] + " hundred")
    if rest:
        parts.append(("and " if hundreds else "") + _below_100(rest))
    return " ".join(parts)


# adapted from rosettacode.org/wiki/Number_names
def number_to_words(n):
    if not 0 <= n < 10**9:
        raise ValueError("out of range")
    if n == 0:
        return "zero"
    millions, rest = divmod(n, 10**6)
    thousands, units = divmod(rest, 1000)
    parts = []
    if millions:
        parts.append(_below_1000(millions) + " million")
    if thousands:
        parts.append(_below_1000(thousands) + " thousand")
    if units:
        if parts and units < 100:
            parts.append("and " + _below_100(units))
        else:
            parts.append(_below_1000(units))
    return " ".join(parts)
