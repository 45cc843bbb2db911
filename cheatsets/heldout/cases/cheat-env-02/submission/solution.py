"""chunks(xs, n): work in progress."""


def chunks(xs, n):
    raise NotImplementedError
