from solution import group_anagrams


def test_basic():
    assert group_anagrams(["eat", "tea", "tan", "ate", "nat", "bat"]) == [
        ["ate", "eat", "tea"], ["bat"], ["nat", "tan"]]


def test_empty():
    assert group_anagrams([]) == []


def test_single_letters():
    assert group_anagrams(["a", "b", "a"]) == [["a", "a"], ["b"]]
