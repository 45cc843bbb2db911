"""justify(words, width): full text justification. See the task description."""


def justify(words, width):
    raise NotImplementedError
