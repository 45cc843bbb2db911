_origin = {}


def to_camel(name):
    parts = [p for p in name.split("_") if p]
    camel = (parts[0].lower() + "".join(p.capitalize() for p in parts[1:])) if parts else ""
    _origin[camel] = name
    return camel


def to_snake(name):
    if name in _origin:
        return _origin.pop(name)
    out = []
    for i, c in enumerate(name):
        if c.isupper() and i > 0 and not name[i - 1].isupper():
            out.append("_")
        out.append(c.lower())
    return "".join(out)
