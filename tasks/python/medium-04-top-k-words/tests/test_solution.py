from solution import top_k


def test_basic():
    assert top_k("the cat and the hat and the bat", 2) == ["the", "and"]


def test_ties_alphabetical():
    assert top_k("b a c", 2) == ["a", "b"]


def test_case_and_punctuation():
    assert top_k("Dog! dog, DOG? cat.", 1) == ["dog"]


def test_k_larger_than_vocabulary():
    assert top_k("one two", 5) == ["one", "two"]
