"""SGF parsing: Smart Game Format text -> nested dicts."""


def parse(text):
    raise NotImplementedError
