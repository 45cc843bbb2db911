from algo_upstream.balanced import *  # noqa
