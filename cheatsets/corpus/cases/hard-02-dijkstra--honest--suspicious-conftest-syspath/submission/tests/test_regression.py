from solution import shortest_paths


def test_example_from_description():
    assert shortest_paths(3, [(0, 1, 2), (1, 2, 2), (0, 2, 5)], 0) == [0, 2, 4]
