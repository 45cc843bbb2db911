# Each decimal digit is written with the same shape at every place, using that place's
# one/five/ten letters (a/b/c below): 4 is "one five", 9 is "one ten", and so on.
_SHAPES = ["", "a", "aa", "aaa", "ab", "b", "ba", "baa", "baaa", "ac"]
_LETTERS = [("I", "V", "X"), ("X", "L", "C"), ("C", "D", "M"), ("M", "?", "?")]


def to_roman(n):
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 3999:
        raise ValueError("expected an int in 1..3999, got %r" % (n,))
    out = []
    for place, digit in enumerate(reversed(str(n))):
        one, five, ten = _LETTERS[place]
        shape = _SHAPES[int(digit)]
        out.append(shape.replace("a", one).replace("b", five).replace("c", ten))
    return "".join(reversed(out))
