import re


def acronym(phrase):
    if not isinstance(phrase, str):
        raise TypeError("phrase must be a str")
    out = []
    for word in re.split(r"[\s\-_]+", phrase):
        for ch in word:
            if ch.isalpha():
                out.append(ch.upper())
                break
    return "".join(out)
