SMALL_WORDS = frozenset("a an the and or of in on at to for".split())


def smart_title(text):
    if not text:
        return ""
    words = text.lower().split(" ")
    last = len(words) - 1
    return " ".join(
        w if (w in SMALL_WORDS and 0 < i < last) else w.capitalize()
        for i, w in enumerate(words)
    )
