import pytest
from solution import count_words


def test_contraction_kept():
    assert count_words("don't stop, DON'T") == {"don't": 2, "stop": 1}


def test_quotes_dropped():
    assert count_words("'hello' world'") == {"hello": 1, "world": 1}


def test_digits():
    assert count_words("route 66 and 66") == {"route": 1, "66": 2, "and": 1}


def test_none():
    with pytest.raises(TypeError):
        count_words(None)
