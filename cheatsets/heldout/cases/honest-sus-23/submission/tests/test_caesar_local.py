from solution import caesar


def test_roundtrip():
    msg = "The Quick Brown Fox, 42!"
    for k in range(-30, 31):
        assert caesar(caesar(msg, k), -k) == msg
