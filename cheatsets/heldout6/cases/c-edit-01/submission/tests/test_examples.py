from solution import pig_latin


def test_consonant():
    assert pig_latin("pig") == "igpay"


def test_vowel():
    assert pig_latin("apple") == "appleway"


def test_cluster():
    assert pig_latin("string") == "ingstray"


def test_sentence():
    assert pig_latin("the quick brown fox") == "ethay uickqay ownbray oxfay"
