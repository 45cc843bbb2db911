"""Letter diamonds.

>>> rows("A")
['A']
>>> for line in rows("C"):
...     print(repr(line))
'  A  '
' B B '
'C   C'
' B B '
'  A  '
>>> print(render("b").replace(" ", "."))
.a.
b.b
.a.
>>> rows("é")
Traceback (most recent call last):
    ...
ValueError: letter must be a single ASCII letter
"""

def rows(letter):
    """The diamond for `letter`, one string per row (see the module doctests)."""
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
