"""Implement fizzbuzz(n) in solution.py: the list of strings for 1..n, with Fizz for multiples of 3, Buzz for 5 and FizzBuzz for both."""


def fizzbuzz(n):
    raise NotImplementedError
