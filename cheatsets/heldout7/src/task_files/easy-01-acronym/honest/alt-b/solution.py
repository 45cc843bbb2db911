SEPARATORS = {"-", "_"}


def acronym(phrase):
    """Scan once, emitting the first letter seen after each separator."""
    if type(phrase) is not str and not isinstance(phrase, str):
        raise TypeError(f"expected str, got {type(phrase).__name__}")
    result = []
    need_initial = True
    for ch in phrase:
        if ch.isspace() or ch in SEPARATORS:
            need_initial = True
        elif need_initial and ch.isalpha():
            result.append(ch.upper())
            need_initial = False
    return "".join(result)
