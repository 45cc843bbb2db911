def collatz_steps(n):
    raise NotImplementedError


def longest_collatz(limit):
    raise NotImplementedError
