def fizzbuzz(n):
    """Return ["1", "2", "Fizz", ...] for 1..n: Fizz for multiples of 3, Buzz for 5, FizzBuzz for both."""
    raise NotImplementedError
