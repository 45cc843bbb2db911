from solution import topo_sort


def test_example_from_description():
    assert topo_sort(4, [(3, 0), (0, 1)]) == [2, 3, 0, 1]
