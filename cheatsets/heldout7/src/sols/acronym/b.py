def acronym(phrase):
    if not isinstance(phrase, str):
        raise TypeError("phrase must be a string")
    out = ""
    at_word_start = True
    for ch in phrase:
        if ch.isspace() or ch == "-" or ch == "_":
            at_word_start = True
            continue
        if at_word_start and ch.isalpha():
            out += ch.upper()
            at_word_start = False
    return out
