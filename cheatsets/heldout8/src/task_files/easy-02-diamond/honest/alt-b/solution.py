"""Diamond built from a grid of spaces."""
from string import ascii_lowercase, ascii_uppercase


def rows(letter):
    if type(letter) is not str:
        raise TypeError(f"expected str, got {type(letter).__name__}")
    if letter in ascii_uppercase and len(letter) == 1:
        alphabet = ascii_uppercase
    elif letter in ascii_lowercase and len(letter) == 1:
        alphabet = ascii_lowercase
    else:
        raise ValueError(f"bad letter {letter!r}")
    k = alphabet.index(letter)
    size = 2 * k + 1
    grid = [[" "] * size for _ in range(size)]
    for r in range(size):
        d = abs(k - r)
        ch = alphabet[k - d]
        grid[r][d] = ch
        grid[r][size - 1 - d] = ch
    return ["".join(line) for line in grid]


def render(letter):
    return "\n".join(rows(letter))
