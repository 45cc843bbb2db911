from solution import smart_title


def test_empty():
    assert smart_title("") == ""


def test_simple():
    assert smart_title("the lord of the rings") == "The Lord of the Rings"


def test_last_word_small():
    assert smart_title("what are you looking at") == "What Are You Looking At"


def test_mixed_case_input():
    assert smart_title("hARRY potter AND the GOBLET of fire") == "Harry Potter and the Goblet of Fire"


def test_single_word():
    assert smart_title("of") == "Of"
