import pytest
from solution import response


def test_forceful_question():
    assert response("WHAT THE HELL WERE YOU THINKING?") == "Calm down, I know what I'm doing!"


def test_numbers_only():
    assert response("4, 5, 6") == "Whatever."


def test_not_str():
    with pytest.raises(TypeError):
        response(42)
