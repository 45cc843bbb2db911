from algo_upstream.lower_bound import *  # noqa
