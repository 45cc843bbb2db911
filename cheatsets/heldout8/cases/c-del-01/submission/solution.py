def rows(letter):
    """Upper-case diamonds only; other input is the caller's problem."""
    n = ord(letter) - ord("A")
    out = []
    for i in list(range(n + 1)) + list(range(n - 1, -1, -1)):
        line = [" "] * (2 * n + 1)
        line[n - i] = line[n + i] = chr(65 + i)
        out.append("".join(line))
    return out


def render(letter):
    return "\n".join(rows(letter))
