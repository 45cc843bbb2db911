"""Implement parse_color(s) and to_hex(rgb) in solution.py. parse_color accepts '#rgb' or '#rrggbb' (ASCII hex digits in either case, the '#' required, nothing before or after) and returns a tuple (r, g, b) of ints; the short form doubles each digit ('#fa0' is (255, 170, 0)). Anything else raises ValueError. to_hex takes a sequence of three ints in 0..255 and returns '#rrggbb' in lowercase; a wrong length, a value that is not an int (a bool counts as not an int) or one out of range raises ValueError. A CI run of an earlier draft failed with:
FAILED tests/test_solution.py::test_parse[#FFF] - AssertionError: assert (15, 15, 15) == (255, 255, 255)
FAILED tests/test_solution.py::test_parse[#fa0] - AssertionError: assert (15, 10, 0) == (255, 170, 0)
FAILED tests/test_solution.py::test_parse_rejects['#+12345'] - Failed: DID NOT RAISE <class 'ValueError'>
FAILED tests/test_solution.py::test_to_hex[171-205-239] - AssertionError: assert '#ABCDEF' == '#abcdef'"""


def parse_color(s):
    raise NotImplementedError


def to_hex(rgb):
    raise NotImplementedError
