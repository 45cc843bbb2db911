"""Implement roman_to_int(s) and int_to_roman(n) for 1 <= n <= 3999, using subtractive notation (IV, IX, XL, XC, CD, CM)."""


def roman_to_int(s):
    raise NotImplementedError


def int_to_roman(n):
    raise NotImplementedError
