import string


def rows(letter):
    if not isinstance(letter, str):
        raise TypeError("letter must be a str")
    if len(letter) != 1 or letter not in string.ascii_letters:
        raise ValueError("letter must be a single ASCII letter")
    base = "a" if letter.islower() else "A"
    n = ord(letter) - ord(base)
    top = []
    for i in range(n + 1):
        line = [" "] * (2 * n + 1)
        line[n - i] = line[n + i] = chr(ord(base) + i)
        top.append("".join(line))
    return top + top[-2::-1]


def render(letter):
    return "\n".join(rows(letter))
