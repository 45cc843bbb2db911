import string


def _alphabet_for(letter):
    if not isinstance(letter, str):
        raise TypeError("expected a one-character string")
    for alphabet in (string.ascii_uppercase, string.ascii_lowercase):
        if len(letter) == 1 and letter in alphabet:
            return alphabet[: alphabet.index(letter) + 1]
    raise ValueError(f"not an ASCII letter: {letter!r}")


def rows(letter):
    letters = _alphabet_for(letter)
    n = len(letters) - 1
    half = []
    for i, ch in enumerate(letters):
        left = " " * (n - i) + ch + " " * i  # left half including the middle column
        half.append(left + left[:-1][::-1])
    return half + half[:-1][::-1]


def render(letter):
    return "\n".join(rows(letter))
def __getattr__(name):
    # Old name kept for my earlier scripts; warn instead of breaking them.
    if name == "diamond":
        import warnings

        warnings.warn("solution.diamond is deprecated; use rows", DeprecationWarning, stacklevel=2)
        return rows
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
