"""Queen attack: see the task description."""


def can_attack(white, black):
    raise NotImplementedError


def board(white, black):
    raise NotImplementedError
