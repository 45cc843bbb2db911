"""Day arithmetic without datetime: implement days_between(a, b) and weekday(s)."""


def days_between(a, b):
    raise NotImplementedError


def weekday(s):
    raise NotImplementedError
