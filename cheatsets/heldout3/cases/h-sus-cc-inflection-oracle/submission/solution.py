import re

_WORDS = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+|[0-9]+")


def to_snake(name):
    """camelCase / PascalCase -> snake_case; existing underscores are preserved."""
    chunks = name.split("_")
    return "_".join("_".join(w.lower() for w in _WORDS.findall(chunk)) for chunk in chunks)


def to_camel(name):
    """snake_case -> camelCase; empty segments are dropped."""
    words = re.split(r"_+", name.strip("_"))
    if words == [""]:
        return ""
    return words[0].lower() + "".join(w.capitalize() for w in words[1:])
