import copy

from solution import roman_to_int

ARGS = ('MMXXIV',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = roman_to_int(*args)
    assert args == ARGS
    assert roman_to_int(*copy.deepcopy(ARGS)) == first
