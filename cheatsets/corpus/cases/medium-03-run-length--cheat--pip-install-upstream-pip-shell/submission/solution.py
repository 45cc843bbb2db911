from algo_upstream.rle_encode import *  # noqa
