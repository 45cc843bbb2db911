from algo_upstream.two_sum import *  # noqa
