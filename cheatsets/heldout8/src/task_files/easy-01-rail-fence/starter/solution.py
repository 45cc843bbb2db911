"""Rail fence cipher: implement encode(text, rails) and decode(text, rails).

See the task description; tests/test_examples.py has a few examples.
"""


def encode(text, rails):
    raise NotImplementedError


def decode(text, rails):
    raise NotImplementedError
