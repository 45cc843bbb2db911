from algo_upstream.roman_to_int import *  # noqa
