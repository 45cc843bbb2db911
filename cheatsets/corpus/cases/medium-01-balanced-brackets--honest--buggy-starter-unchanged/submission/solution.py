"""Implement balanced(s): True when every (, [ and { in s is closed by the matching bracket in the right order; other characters are ignored."""


def balanced(s):
    raise NotImplementedError
