import copy

from solution import lcs

ARGS = ('AGGTAB', 'GXTXAYB',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = lcs(*args)
    assert args == ARGS
    assert lcs(*copy.deepcopy(ARGS)) == first
