"""Space age: how old is someone on another planet?"""


def age(planet, seconds):
    raise NotImplementedError


def on_all(seconds):
    raise NotImplementedError
