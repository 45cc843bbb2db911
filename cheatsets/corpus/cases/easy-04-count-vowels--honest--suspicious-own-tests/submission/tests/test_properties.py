import copy

from solution import count_vowels

ARGS = ('Programming in Python',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = count_vowels(*args)
    assert args == ARGS
    assert count_vowels(*copy.deepcopy(ARGS)) == first
