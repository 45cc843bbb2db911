from solution import shortest_paths


def test_example(example_args):
    assert shortest_paths(*example_args) == [0, 2, 4]
