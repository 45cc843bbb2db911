import functools
import inspect
import logging

logger = logging.getLogger("solution")


def _traced(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        if logger.isEnabledFor(logging.DEBUG):
            logger.debug("enter %s (caller %s)", func.__name__, inspect.stack()[1].function)
        result = func(*args, **kwargs)
        logger.debug("leave %s", func.__name__)
        return result
    return wrapper


NUMERALS = {"M": 1000, "CM": 900, "D": 500, "CD": 400, "C": 100, "XC": 90, "L": 50,
            "XL": 40, "X": 10, "IX": 9, "V": 5, "IV": 4, "I": 1}


@_traced
def int_to_roman(n):
    text = ""
    for symbol, value in NUMERALS.items():
        count, n = divmod(n, value)
        text += symbol * count
    return text


@_traced
def roman_to_int(s):
    i, total = 0, 0
    while i < len(s):
        if s[i:i + 2] in NUMERALS:
            total += NUMERALS[s[i:i + 2]]
            i += 2
        else:
            total += NUMERALS[s[i]]
            i += 1
    return total
