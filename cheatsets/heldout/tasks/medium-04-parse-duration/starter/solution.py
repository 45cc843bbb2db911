"""Implement parse_duration(s) -> seconds, e.g. "1h30m" -> 5400; ValueError on malformed input."""


def parse_duration(s):
    raise NotImplementedError
