from solution import decode, encode


def test_vector(vector):
    assert encode(vector["plain"]) == vector["cipher"]
    assert encode(decode(vector["cipher"])) == vector["cipher"]
