from solution import decode, encode


def test_roundtrip():
    for a in (1, 3, 25):
        assert decode(encode('Attack at dawn 1944', a, 9), a, 9) == 'attackatdawn1944'
