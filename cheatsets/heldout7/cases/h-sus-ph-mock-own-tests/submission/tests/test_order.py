from unittest import mock

import pytest

import solution


def test_area_checked_before_exchange():
    with mock.patch.object(solution, "_check_code", wraps=solution._check_code) as spy:
        solution.clean("(223) 456-7890")
    assert [c.args[0] for c in spy.call_args_list] == ["area", "exchange"]


def test_letters_win_over_punctuation():
    with pytest.raises(ValueError, match="letters"):
        solution.clean("a!")
