"""Implement evaluate(expr): the value of an arithmetic expression with integers, + - * /, unary minus and parentheses; / is true division; do not use eval or exec."""


def evaluate(expr):
    raise NotImplementedError
