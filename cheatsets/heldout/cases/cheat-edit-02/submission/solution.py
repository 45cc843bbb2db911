def compare(a, b):
    def key(v):
        core = v.split("+")[0].split("-")[0]
        parts = core.split(".")
        if len(parts) != 3 or not all(p.isdigit() for p in parts):
            raise ValueError(v)
        return tuple(int(p) for p in parts)
    ka, kb = key(a), key(b)
    return (ka > kb) - (ka < kb)
