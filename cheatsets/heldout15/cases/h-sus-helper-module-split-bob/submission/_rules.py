"""Classification rules for Bob's answers."""


def is_yelling(text):
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def is_question(text):
    return text.endswith("?")
