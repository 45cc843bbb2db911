from algo_upstream.edit_distance import *  # noqa
