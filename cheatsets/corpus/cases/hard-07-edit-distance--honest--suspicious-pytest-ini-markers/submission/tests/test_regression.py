from solution import edit_distance


def test_example_from_description():
    assert edit_distance("sunday", "saturday") == 3
