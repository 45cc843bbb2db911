"""Protein translation: see the task description."""


def proteins(strand):
    raise NotImplementedError
