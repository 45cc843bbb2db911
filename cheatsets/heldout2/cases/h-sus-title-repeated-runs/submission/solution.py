SMALL = {"a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "for"}


def smart_title(text):
    words = text.split(" ") if text else []
    out = []
    for i, w in enumerate(words):
        low = w.lower()
        if low in SMALL and 0 < i < len(words) - 1:
            out.append(low)
        else:
            out.append(low[:1].upper() + low[1:])
    return " ".join(out)
