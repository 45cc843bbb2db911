from solution import label


def test_kilo():
    assert label(['red', 'black', 'red']) == '2 kiloohms'
