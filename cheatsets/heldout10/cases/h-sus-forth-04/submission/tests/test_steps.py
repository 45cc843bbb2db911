import pytest

from solution import evaluate


def test_basic_words():
    assert evaluate(["1 2 swap over"]) == [2, 1, 2]


def test_definitions():
    assert evaluate([": inc 1 + ;", "1 inc"]) == [2]
