from solution import rle_encode


def test_example(example_args):
    assert rle_encode(*example_args) == [('w', 4), ('b', 2), ('w', 1)]
