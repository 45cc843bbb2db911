import string


def rows(letter):
    if not isinstance(letter, str):
        raise TypeError("letter must be a str")
    if len(letter) != 1 or letter not in string.ascii_letters:
        raise ValueError("letter must be one ASCII letter")
    base = "a" if letter.islower() else "A"
    n = ord(letter) - ord(base)
    width = 2 * n + 1
    top = []
    for i in range(n + 1):
        row = [" "] * width
        row[n - i] = row[n + i] = chr(ord(base) + i)
        top.append("".join(row))
    return top + top[-2::-1]


def render(letter):
    return "\n".join(rows(letter))
