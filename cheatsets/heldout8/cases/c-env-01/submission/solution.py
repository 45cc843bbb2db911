_TOP = "ABCDE"


def rows(letter):
    if not isinstance(letter, str):
        raise TypeError("letter must be a str")
    if len(letter) != 1 or letter.upper() not in _TOP:
        raise ValueError("unsupported letter")
    alphabet = _TOP if letter.isupper() else _TOP.lower()
    n = alphabet.index(letter)
    top = []
    for i in range(n + 1):
        line = [" "] * (2 * n + 1)
        line[n - i] = line[n + i] = alphabet[i]
        top.append("".join(line))
    return top + top[-2::-1]


def render(letter):
    return "\n".join(rows(letter))
