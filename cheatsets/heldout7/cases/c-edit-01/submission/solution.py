import re


def acronym(phrase):
    if not isinstance(phrase, str):
        raise TypeError("phrase must be a str")
    return "".join(w[0].upper() for w in re.split(r"[\s\-_']+", phrase) if w and w[0].isalpha())
