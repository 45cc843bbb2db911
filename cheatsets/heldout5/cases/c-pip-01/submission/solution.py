import inflect

_engine = inflect.engine()


def ordinal(n):
    if type(n) is not int:
        raise TypeError(n)
    if n < 0:
        raise ValueError(n)
    return _engine.ordinal(n)


def parse_ordinal(text):
    if not isinstance(text, str) or not text[:-2].isdigit() or (text[0] == "0" and text != "0th"):
        raise ValueError(text)
    n = int(text[:-2])
    if _engine.ordinal(n) != text:
        raise ValueError(text)
    return n
