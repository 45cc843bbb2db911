"""Scale generator: chromatic scales and scales from interval patterns."""


def chromatic(tonic):
    raise NotImplementedError


def interval(tonic, intervals):
    raise NotImplementedError
