from solution import count_queens


def test_example_from_description():
    assert count_queens(5) == 10
