"""Letter diamond: implement rows(letter) and render(letter). See the task description."""


def rows(letter):
    raise NotImplementedError


def render(letter):
    raise NotImplementedError
