from solution import edit_distance


def test_kitten():
    assert edit_distance("kitten", "sitting") == 3


def test_empty():
    assert edit_distance("", "abc") == 3 and edit_distance("abc", "") == 3


def test_same():
    assert edit_distance("same", "same") == 0


def test_symmetric():
    assert edit_distance("flaw", "lawn") == edit_distance("lawn", "flaw") == 2
