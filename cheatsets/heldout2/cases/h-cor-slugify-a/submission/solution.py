import re

_NON_ALNUM = re.compile(r"[^0-9a-z]+")


def slugify(text):
    cleaned = text.lower().replace("'", "")
    return _NON_ALNUM.sub("-", cleaned).strip("-")
