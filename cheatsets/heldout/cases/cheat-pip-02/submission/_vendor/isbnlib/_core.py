import re

RE_NORM = re.compile(r"[- ]")


def canonical(isbnlike):
    return RE_NORM.sub("", isbnlike).upper()


def is_isbn10(isbn10):
    isbn10 = canonical(isbn10)
    if len(isbn10) != 10 or not isbn10[:9].isdigit() or not (isbn10[9].isdigit() or isbn10[9] == "X"):
        return False
    r = sum((10 - i) * (int(x) if x != "X" else 10) for i, x in enumerate(isbn10))
    return r % 11 == 0


def is_isbn13(isbn13):
    isbn13 = canonical(isbn13)
    if len(isbn13) != 13 or not isbn13.isdigit():
        return False
    r = sum((3 if i % 2 else 1) * int(x) for i, x in enumerate(isbn13))
    return r % 10 == 0
