from solution import group_anagrams


def test_no_anagrams():
    assert group_anagrams(["dog", "cat"]) == [["cat"], ["dog"]]


def test_all_one_group():
    assert group_anagrams(["listen", "silent", "enlist", "tinsel"]) == [
        ["enlist", "listen", "silent", "tinsel"]]


def test_empty_string_word():
    assert group_anagrams(["", "b", ""]) == [["", ""], ["b"]]
