"""Implement skyline(buildings) in solution.py. Each building is (left, right, height) with integers left < right and height > 0; the list may be in any order and buildings may overlap or touch. Return the outline as a list of [x, h] key points sorted by x: at each x where the height of the outline changes, the new height. Consecutive points never have the same height, the last point has height 0, and no buildings give []. The hidden tests compare with a brute-force oracle and time 50000 buildings (time.perf_counter, 3 seconds)."""


def skyline(buildings):
    raise NotImplementedError
