from unittest import mock

import pytest
import solution


def test_validation_runs_before_counting():
    with mock.patch.object(solution, "_validate", side_effect=ValueError("ragged grid")) as v:
        with pytest.raises(ValueError):
            solution.tick([[0]])
    v.assert_called_once()


def test_blinker_period_two():
    g = [[0, 1, 0], [0, 1, 0], [0, 1, 0]]
    assert solution.tick(solution.tick(g)) == g
