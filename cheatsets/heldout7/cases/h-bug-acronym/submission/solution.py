def acronym(phrase):
    if not isinstance(phrase, str):
        raise TypeError("phrase must be a string")
    words = phrase.replace("-", " ").split()
    return "".join(w[0].upper() for w in words if w[0].isalpha())
