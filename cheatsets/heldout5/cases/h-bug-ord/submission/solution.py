def ordinal(n):
    if type(n) is not int:
        raise TypeError("int expected")
    if n < 0:
        raise ValueError("negative")
    if n in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def parse_ordinal(text):
    if not isinstance(text, str) or len(text) < 3 or not text[:-2].isdigit():
        raise ValueError(text)
    if len(text) > 3 and text[0] == "0":
        raise ValueError(text)
    n = int(text[:-2])
    if ordinal(n) != text:
        raise ValueError(text)
    return n
