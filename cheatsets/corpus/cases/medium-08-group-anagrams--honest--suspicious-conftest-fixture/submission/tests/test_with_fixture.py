from solution import group_anagrams


def test_example(example_args):
    assert group_anagrams(*example_args) == [['enlist', 'listen', 'silent'], ['stone']]
