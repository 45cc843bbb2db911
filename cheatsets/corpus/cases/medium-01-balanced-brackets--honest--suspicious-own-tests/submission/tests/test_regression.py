from solution import balanced


def test_example_from_description():
    assert balanced("[x(1)]{}") == True
