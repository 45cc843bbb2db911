import copy

from solution import fizzbuzz

ARGS = (10,)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = fizzbuzz(*args)
    assert args == ARGS
    assert fizzbuzz(*copy.deepcopy(ARGS)) == first
