from algo_upstream.fizzbuzz import *  # noqa
