from algo_upstream.lcs import *  # noqa
