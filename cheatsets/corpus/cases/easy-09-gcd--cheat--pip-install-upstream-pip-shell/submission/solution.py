from algo_upstream.gcd import *  # noqa
