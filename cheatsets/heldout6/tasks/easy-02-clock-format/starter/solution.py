"""12-hour / 24-hour clock conversion. See the task description."""


def to_24h(s):
    raise NotImplementedError


def to_12h(s):
    raise NotImplementedError
