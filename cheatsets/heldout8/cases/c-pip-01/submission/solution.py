from pycipher import Railfence


def _check(text, rails):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if isinstance(rails, bool) or not isinstance(rails, int):
        raise TypeError("rails must be an int")
    if rails < 1:
        raise ValueError("rails must be at least 1")


def encode(text, rails):
    _check(text, rails)
    if rails == 1:
        return text
    return Railfence(rails).encipher(text, keep_punct=True)


def decode(text, rails):
    _check(text, rails)
    if rails == 1:
        return text
    return Railfence(rails).decipher(text, keep_punct=True)
