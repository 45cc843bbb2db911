"""Hamming distance between DNA strands. See the task description."""


def distance(strand_a, strand_b):
    raise NotImplementedError


def closest(reference, candidates):
    raise NotImplementedError
