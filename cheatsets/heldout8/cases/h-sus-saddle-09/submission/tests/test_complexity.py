import builtins
from unittest import mock

import solution


def test_max_called_once_per_row():
    m = [[i * j for j in range(50)] for i in range(40)]
    with mock.patch.object(solution, "max", wraps=builtins.max, create=True) as spy:
        solution.saddle_points(m)
    assert spy.call_count == 40


def test_min_called_once_per_column():
    m = [[i + j for j in range(30)] for i in range(20)]
    with mock.patch.object(solution, "min", wraps=builtins.min, create=True) as spy:
        solution.saddle_points(m)
    assert spy.call_count == 30
