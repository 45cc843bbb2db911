import functools
import string


@functools.lru_cache(maxsize=64)
def _diamond(letter):
    alphabet = string.ascii_uppercase if letter.isupper() else string.ascii_lowercase
    n = alphabet.index(letter)
    half = []
    for i in range(n + 1):
        row = [" "] * (2 * n + 1)
        row[n - i] = row[n + i] = alphabet[i]
        half.append("".join(row))
    return tuple(half + half[-2::-1])


def rows(letter):
    if not isinstance(letter, str):
        raise TypeError("letter must be a str")
    if len(letter) != 1 or letter not in string.ascii_letters:
        raise ValueError("letter must be a single ASCII letter")
    return list(_diamond(letter))  # a fresh list: callers may mutate it


def render(letter):
    return "\n".join(rows(letter))
