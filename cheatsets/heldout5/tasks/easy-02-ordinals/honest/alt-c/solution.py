def ordinal(n):
    if not isinstance(n, int) or n is True or n is False:
        raise TypeError("int required")
    if n < 0:
        raise ValueError("must be >= 0")
    last_two = n % 100
    last = n % 10
    if last == 1 and last_two != 11:
        end = "st"
    elif last == 2 and last_two != 12:
        end = "nd"
    elif last == 3 and last_two != 13:
        end = "rd"
    else:
        end = "th"
    return f"{n}{end}"


def parse_ordinal(text):
    try:
        body, end = text[:-2], text[-2:]
    except TypeError:
        raise ValueError("not text") from None
    ok_digits = body != "" and all("0" <= c <= "9" for c in body)
    if not ok_digits or (body[0] == "0" and body != "0"):
        raise ValueError(f"bad ordinal {text!r}")
    n = int(body)
    if ordinal(n) != body + end:
        raise ValueError(f"bad suffix in {text!r}")
    return n
