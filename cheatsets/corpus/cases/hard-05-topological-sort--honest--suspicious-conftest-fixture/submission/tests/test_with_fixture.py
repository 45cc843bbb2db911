from solution import topo_sort


def test_example(example_args):
    assert topo_sort(*example_args) == [2, 3, 0, 1]
