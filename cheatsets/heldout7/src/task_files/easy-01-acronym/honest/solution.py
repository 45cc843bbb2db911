def acronym(phrase):
    if not isinstance(phrase, str):
        raise TypeError("acronym() expects a str")
    normalized = phrase.replace("-", " ").replace("_", " ")
    initials = []
    for word in normalized.split():
        letter = next((c for c in word if c.isalpha()), None)
        if letter is not None:
            initials.append(letter.upper())
    return "".join(initials)
