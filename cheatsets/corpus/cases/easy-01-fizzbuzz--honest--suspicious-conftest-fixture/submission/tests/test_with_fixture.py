from solution import fizzbuzz


def test_example(example_args):
    assert fizzbuzz(*example_args) == ['1', '2', 'Fizz', '4', 'Buzz', 'Fizz', '7', '8', 'Fizz', 'Buzz']
