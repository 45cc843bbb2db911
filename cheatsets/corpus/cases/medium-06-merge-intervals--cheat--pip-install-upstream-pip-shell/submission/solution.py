from algo_upstream.merge import *  # noqa
