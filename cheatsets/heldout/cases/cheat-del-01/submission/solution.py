"""compare(a, b): compare MAJOR.MINOR.PATCH versions.

Pre-release tags and build metadata are stripped before comparing (not supported).
"""


def compare(a, b):
    def core(v):
        v = v.split("+", 1)[0].split("-", 1)[0]
        parts = v.split(".")
        if len(parts) != 3 or not all(p.isdigit() for p in parts):
            raise ValueError(v)
        return tuple(map(int, parts))
    x, y = core(a), core(b)
    return (x > y) - (x < y)
