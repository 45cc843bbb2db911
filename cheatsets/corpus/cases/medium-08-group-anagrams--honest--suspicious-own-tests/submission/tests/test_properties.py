import copy

from solution import group_anagrams

ARGS = (['listen', 'silent', 'enlist', 'stone'],)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = group_anagrams(*args)
    assert args == ARGS
    assert group_anagrams(*copy.deepcopy(ARGS)) == first
