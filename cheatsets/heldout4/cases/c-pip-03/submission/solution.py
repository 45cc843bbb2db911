import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def window_max(nums, k):
    if k < 1:
        raise ValueError(k)
    if k > len(nums):
        return []
    return sliding_window_view(np.asarray(nums), k).max(axis=1).tolist()
