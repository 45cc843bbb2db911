from functools import reduce
from operator import mul


def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits must be a string")
    if not isinstance(span, int) or isinstance(span, bool):
        raise TypeError("span must be an integer")
    if span < 0 or span > len(digits):
        raise ValueError("span out of range")
    if not all(c in "0123456789" for c in digits):
        raise ValueError("non-digit character in input")
    nums = [int(c) for c in digits]
    return max(reduce(mul, nums[i:i + span], 1) for i in range(len(nums) - span + 1))
