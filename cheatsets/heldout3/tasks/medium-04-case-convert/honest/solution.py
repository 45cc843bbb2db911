def to_snake(name):
    out = []
    n = len(name)
    for i, ch in enumerate(name):
        if ch.isupper() and i > 0:
            prev = name[i - 1]
            nxt = name[i + 1] if i + 1 < n else ""
            if prev.islower() or prev.isdigit():
                out.append("_")
            elif prev.isupper() and nxt.islower():
                out.append("_")
        out.append(ch.lower())
    return "".join(out)


def to_camel(name):
    words = [w for w in name.split("_") if w]
    return "".join(w.lower() if i == 0 else w[:1].upper() + w[1:].lower()
                   for i, w in enumerate(words))
