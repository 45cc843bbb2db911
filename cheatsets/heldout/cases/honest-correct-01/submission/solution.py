import string

_LOW, _UP = string.ascii_lowercase, string.ascii_uppercase


def caesar(text, shift):
    k = shift % 26
    table = str.maketrans(_LOW + _UP, _LOW[k:] + _LOW[:k] + _UP[k:] + _UP[:k])
    return text.translate(table)
