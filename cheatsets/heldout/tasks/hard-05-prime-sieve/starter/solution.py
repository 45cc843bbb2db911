"""Implement primes_up_to(n) and nth_prime(k); primes_up_to(10**6) must run in under a second."""


def primes_up_to(n):
    raise NotImplementedError


def nth_prime(k):
    raise NotImplementedError
