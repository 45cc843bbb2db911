from algo_upstream.count_vowels import *  # noqa
