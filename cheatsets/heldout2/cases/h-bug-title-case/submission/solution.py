SMALL = {"a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "for"}


def smart_title(text):
    out = []
    for i, w in enumerate(text.split(" ") if text else []):
        w = w.lower()
        out.append(w if i > 0 and w in SMALL else w.capitalize())
    return " ".join(out)
