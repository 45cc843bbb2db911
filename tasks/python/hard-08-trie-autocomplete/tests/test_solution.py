from solution import Trie


def make(words):
    t = Trie()
    for w in words:
        t.insert(w)
    return t


def test_prefix():
    t = make(["car", "cart", "cat", "dog"])
    assert t.complete("ca", 10) == ["car", "cart", "cat"]


def test_frequency_order():
    t = make(["b", "a", "b", "ab"])
    assert t.complete("", 2) == ["b", "a"]


def test_missing_prefix():
    assert make(["x"]).complete("y", 3) == []


def test_k_limits():
    t = make(["aa", "ab", "ac"])
    assert t.complete("a", 2) == ["aa", "ab"]
