from algo_upstream.topo_sort import *  # noqa
