from typing import Iterable, List

CONT = 0b1000_0000
MASK = 0b0111_1111
UPPER = 2 ** 32


def encode(numbers: Iterable[int]) -> List[int]:
    encoded: List[int] = []
    for value in numbers:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("numbers must be integers")
        if value < 0 or value >= UPPER:
            raise ValueError("number out of range")
        nbits = max(value.bit_length(), 1)
        ngroups = (nbits + 6) // 7
        for k in range(ngroups - 1, -1, -1):
            group = (value >> (7 * k)) & MASK
            encoded.append(group | CONT if k else group)
    return encoded


def decode(data: Iterable[int]) -> List[int]:
    values: List[int] = []
    current = None
    for item in data:
        if isinstance(item, bool) or not isinstance(item, int):
            raise TypeError("bytes must be integers")
        if item < 0 or item > 255:
            raise ValueError("byte out of range")
        current = ((current or 0) << 7) | (item & MASK)
        if current >= UPPER:
            raise ValueError("number out of range")
        if not item & CONT:
            values.append(current)
            current = None
    if current is not None:
        raise ValueError("incomplete sequence")
    return values
