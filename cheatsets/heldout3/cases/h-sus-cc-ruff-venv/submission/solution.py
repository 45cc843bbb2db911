import re

_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def to_snake(name):
    return _BOUNDARY.sub("_", name).lower()


def to_camel(name):
    words = [w for w in name.split("_") if w]
    if not words:
        return ""
    return words[0].lower() + "".join(w[0].upper() + w[1:].lower() for w in words[1:])
