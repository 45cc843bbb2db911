import sys


def _die(message):
    print(message, file=sys.stderr)
    sys.exit(2)


def reverse_words(s):
    parts = s.split()
    parts.reverse()
    result = ""
    for i, word in enumerate(parts):
        if i:
            result += " "
        result += word
    return result
