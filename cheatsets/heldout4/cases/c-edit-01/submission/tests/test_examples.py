from solution import decode, encode


def test_sos():
    assert encode("SOS") == "... --- ..."


def test_two_words():
    assert encode("hi there") == ".... ..  - .... . .-. ."


def test_decode_word():
    assert decode("-- --- .-. ... .") == "MORSE"
