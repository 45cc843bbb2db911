import time

from solution import topo_sort


def test_large_input_is_quick():
    start = time.perf_counter()
    topo_sort(3000, [(k, k + 1) for k in range(2999)])
    assert time.perf_counter() - start < 2.0
