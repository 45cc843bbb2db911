import string


def _boundary(prev, cur, nxt):
    if cur not in string.ascii_uppercase:
        return False
    if prev in string.ascii_lowercase or prev in string.digits:
        return True
    return prev in string.ascii_uppercase and nxt in string.ascii_lowercase and nxt != ""


def to_snake(name):
    padded = " " + name + " "
    chars = []
    for i in range(1, len(padded) - 1):
        if _boundary(padded[i - 1], padded[i], padded[i + 1].strip()):
            chars.append("_")
        chars.append(padded[i].lower())
    return "".join(chars)


def to_camel(name):
    result = []
    for part in name.split("_"):
        if not part:
            continue
        result.append(part.lower() if not result else part.capitalize())
    return "".join(result)
