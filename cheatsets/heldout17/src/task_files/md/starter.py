"""A tiny markdown-to-HTML converter."""


def parse(markdown):
    raise NotImplementedError
