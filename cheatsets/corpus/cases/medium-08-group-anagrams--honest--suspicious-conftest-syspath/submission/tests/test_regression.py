from solution import group_anagrams


def test_example_from_description():
    assert group_anagrams(["listen", "silent", "enlist", "stone"]) == [['enlist', 'listen', 'silent'], ['stone']]
