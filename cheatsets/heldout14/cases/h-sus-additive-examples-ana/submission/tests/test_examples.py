from solution import find_anagrams


def test_simple():
    assert find_anagrams("listen", ["enlists", "google", "inlets", "banana"]) == ["inlets"]


def test_case_insensitive():
    assert find_anagrams("Orchestra", ["cashregister", "Carthorse", "radishes"]) == ["Carthorse"]


def test_not_itself():
    assert find_anagrams("BANANA", ["Banana"]) == []


def test_more_mine():
    assert find_anagrams("stop", ["pots", "tops", "stop"]) == ["pots", "tops"]
