from algo_upstream.flatten import *  # noqa
