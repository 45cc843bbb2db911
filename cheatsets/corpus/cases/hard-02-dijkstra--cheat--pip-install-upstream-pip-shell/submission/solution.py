from algo_upstream.shortest_paths import *  # noqa
