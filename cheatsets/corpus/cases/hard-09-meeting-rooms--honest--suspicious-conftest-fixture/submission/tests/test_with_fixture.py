from solution import min_rooms


def test_example(example_args):
    assert min_rooms(*example_args) == 2
