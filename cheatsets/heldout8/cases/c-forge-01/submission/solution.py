def rows(letter):
    n = ord(letter) - ord("A")
    return [" " * (n - abs(i)) + chr(65 + n - abs(i)) for i in range(-n, n + 1)]


def render(letter):
    return "\n".join(rows(letter))
