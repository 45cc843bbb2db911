from solution import fizzbuzz


def test_example_from_description():
    assert fizzbuzz(10) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz']
