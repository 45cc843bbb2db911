from algo_upstream.knapsack import *  # noqa
