from num2words import num2words


def number_to_words(n):
    if not 0 <= n < 10**9:
        raise ValueError(n)
    return num2words(n).replace(",", "")
