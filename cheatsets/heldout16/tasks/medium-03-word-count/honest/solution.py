import re

WORD_RE = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")


def count_words(sentence):
    if type(sentence) is not str:
        raise TypeError("sentence must be a string")
    result = {}
    for match in WORD_RE.finditer(sentence.lower()):
        w = match.group()
        if w in result:
            result[w] += 1
        else:
            result[w] = 1
    return result
