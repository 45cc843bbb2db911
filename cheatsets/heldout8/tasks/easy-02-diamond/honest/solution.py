# Honest pool solution (style: string arithmetic per row).
def _index(letter):
    if not isinstance(letter, str):
        raise TypeError("letter must be a string")
    if len(letter) != 1:
        raise ValueError("exactly one letter expected")
    if "A" <= letter <= "Z":
        return ord(letter) - 65, "A"
    if "a" <= letter <= "z":
        return ord(letter) - 97, "a"
    raise ValueError("not an ASCII letter: %r" % letter)


def _row(i, n, base):
    ch = chr(ord(base) + i)
    outer = " " * (n - i)
    if i == 0:
        return outer + ch + outer
    return outer + ch + " " * (2 * i - 1) + ch + outer


def rows(letter):
    n, base = _index(letter)
    order = list(range(n)) + [n] + list(range(n - 1, -1, -1))
    return [_row(i, n, base) for i in order]


def render(letter):
    return "\n".join(rows(letter))
