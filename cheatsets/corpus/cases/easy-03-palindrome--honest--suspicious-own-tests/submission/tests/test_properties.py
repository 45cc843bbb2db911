import copy

from solution import is_palindrome

ARGS = ('No lemon, no melon',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = is_palindrome(*args)
    assert args == ARGS
    assert is_palindrome(*copy.deepcopy(ARGS)) == first
