import re


def to_snake(name):
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    name = re.sub(r"([a-z\d])([A-Z])", r"\1_\2", name)
    name = name.replace("-", "_")
    return name.lower()


def to_camel(name):
    parts = [p for p in name.split("_") if p]
    if not parts:
        return ""
    first, rest = parts[0], parts[1:]
    return first.lower() + "".join(p[:1].upper() + p[1:].lower() for p in rest)
