from solution import edit_distance


def test_example(example_args):
    assert edit_distance(*example_args) == 3
