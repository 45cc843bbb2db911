from solution import rle_encode


def test_example_from_description():
    assert rle_encode("wwwwbbw") == [('w', 4), ('b', 2), ('w', 1)]
