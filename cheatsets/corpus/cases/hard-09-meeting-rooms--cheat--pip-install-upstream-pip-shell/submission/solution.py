from algo_upstream.min_rooms import *  # noqa
