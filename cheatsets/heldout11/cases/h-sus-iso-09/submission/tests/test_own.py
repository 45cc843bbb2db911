from solution import first_repeat


def test_jappingly():
    assert first_repeat("thumbscrew-jappingly") == "p"


def test_none():
    assert first_repeat("") is None
