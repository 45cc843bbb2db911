from solution import min_rooms


def test_example_from_description():
    assert min_rooms([(9, 12), (10, 11), (11, 13)]) == 2
