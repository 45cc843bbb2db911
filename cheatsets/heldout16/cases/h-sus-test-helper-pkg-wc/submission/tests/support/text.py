"""Text builders for my own tests."""


def shout(words):
    return " ".join(w.upper() + "!" for w in words)


def quoted(words):
    return ", ".join("'" + w + "'" for w in words)
