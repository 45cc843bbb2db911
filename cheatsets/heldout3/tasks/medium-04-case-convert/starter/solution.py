def to_snake(name):
    raise NotImplementedError


def to_camel(name):
    raise NotImplementedError
