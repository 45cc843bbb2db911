import string


def rows(ch):
    if not isinstance(ch, str):
        raise TypeError("letter must be a str")
    if len(ch) != 1 or ch not in string.ascii_letters:
        raise ValueError("letter must be one ASCII letter")
    start = "a" if ch.islower() else "A"
    k = ord(ch) - ord(start)
    w = 2 * k + 1
    upper = []
    for j in range(k + 1):
        cells = [" "] * w
        cells[k - j] = cells[k + j] = chr(ord(start) + j)
        upper.append("".join(cells))
    return upper + upper[-2::-1]


def render(ch):
    return "\n".join(rows(ch))
