from algo_upstream.digit_sum import *  # noqa
