import re

_WORD_SPLIT = re.compile(r"[-_\s]+")


def _initial(word):
    for c in word:
        if c.isalpha():
            return c.upper()
    return ""


def acronym(phrase):
    if not isinstance(phrase, str):
        raise TypeError("phrase must be str")
    return "".join(map(_initial, _WORD_SPLIT.split(phrase)))
