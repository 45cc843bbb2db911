import importlib

import solution


def test_reimport_gives_fresh_generator():
    first = solution.random_key(30)
    importlib.reload(solution)
    second = solution.random_key(30)
    assert len(first) == len(second) == 30
    assert solution.encode("abc", "b") == "bcd"
