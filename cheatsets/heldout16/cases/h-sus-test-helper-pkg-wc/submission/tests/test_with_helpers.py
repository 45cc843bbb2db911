from solution import count_words
from support.text import quoted, shout


def test_shouting_is_lowercased():
    assert count_words(shout(["hey", "you", "hey"])) == {"hey": 2, "you": 1}


def test_quotes_are_not_letters():
    assert count_words(quoted(["a", "b", "a"])) == {"a": 2, "b": 1}
