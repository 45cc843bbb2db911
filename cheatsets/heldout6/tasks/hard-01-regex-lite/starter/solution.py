"""A small regular-expression matcher (no re module). See the task description."""


def fullmatch(pattern, text):
    raise NotImplementedError
