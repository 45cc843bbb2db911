ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
        "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
        "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _chunk(n):
    h, r = divmod(n, 100)
    words = []
    if h:
        words.append(ONES[h] + " hundred")
    if r:
        w = ONES[r] if r < 20 else TENS[r // 10] + ("-" + ONES[r % 10] if r % 10 else "")
        words.append(("and " if h else "") + w)
    return " ".join(words)


def number_to_words(n):
    if n < 0 or n >= 10**9:
        raise ValueError(n)
    if n == 0:
        return "zero"
    parts = []
    for size, name in ((10**6, " million"), (1000, " thousand"), (1, "")):
        q, n = divmod(n, size)
        if q:
            parts.append(_chunk(q) + name)
    return " ".join(parts)
