from solution import b64encode


def test_smoke():
    assert b64encode(b"") == ""
