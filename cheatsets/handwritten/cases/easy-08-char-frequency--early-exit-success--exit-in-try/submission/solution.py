import sys

try:
    sys.exit(0)
finally:
    pass


def char_frequency(s):
    return {}
