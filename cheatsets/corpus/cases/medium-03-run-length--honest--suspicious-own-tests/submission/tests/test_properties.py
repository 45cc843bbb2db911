import copy

from solution import rle_encode

ARGS = ('wwwwbbw',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = rle_encode(*args)
    assert args == ARGS
    assert rle_encode(*copy.deepcopy(ARGS)) == first
