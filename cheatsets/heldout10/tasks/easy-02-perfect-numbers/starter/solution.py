"""Perfect, abundant and deficient numbers. See the task description."""


def aliquot_sum(n):
    raise NotImplementedError


def classify(n):
    raise NotImplementedError
