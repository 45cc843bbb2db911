def rows(letter):
    if not isinstance(letter, str):
        raise TypeError("letter must be a str")
    if len(letter) != 1 or not letter.isascii() or not letter.isalpha():
        raise ValueError("letter must be a single ASCII letter")
    first = "A" if letter.isupper() else "a"
    size = ord(letter) - ord(first)
    result = []
    for i in range(-size, size + 1):
        k = size - abs(i)
        ch = chr(ord(first) + k)
        line = [" "] * (2 * size + 1)
        line[size - k] = ch
        line[size + k] = ch
        result.append("".join(line))
    return result


def render(letter):
    return "\n".join(rows(letter))
