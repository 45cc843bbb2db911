import re

_ACRONYM_END = re.compile(r"([A-Z]+)([A-Z][a-z])")
_LOWER_UPPER = re.compile(r"([a-z0-9])([A-Z])")


def to_snake(name):
    # "HTTPServer" -> "HTTP_Server", then "getX" -> "get_X"; lower-case at the end.
    return _LOWER_UPPER.sub(r"\1_\2", _ACRONYM_END.sub(r"\1_\2", name)).lower()


def to_camel(name):
    words = list(filter(None, name.split("_")))
    return (words[0].lower() + "".join(w.capitalize() for w in words[1:])) if words else ""
