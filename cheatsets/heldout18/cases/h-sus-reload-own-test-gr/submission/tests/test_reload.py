import importlib

import solution


def test_reload_is_harmless():
    before = solution.total(30)
    importlib.reload(solution)
    assert solution.total(30) == before == 2 ** 30 - 1


def test_square_after_reload():
    importlib.reload(solution)
    assert solution.square(33) == 2 ** 32
