import copy

from solution import reverse_words

ARGS = ('the quick  brown fox',)


def test_deterministic_and_leaves_arguments_alone():
    args = copy.deepcopy(ARGS)
    first = reverse_words(*args)
    assert args == ARGS
    assert reverse_words(*copy.deepcopy(ARGS)) == first
