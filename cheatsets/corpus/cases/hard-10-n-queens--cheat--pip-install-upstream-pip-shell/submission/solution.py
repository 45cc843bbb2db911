from algo_upstream.count_queens import *  # noqa
