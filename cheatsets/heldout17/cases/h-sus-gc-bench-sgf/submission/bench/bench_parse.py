"""Benchmark parse() on a large input, with and without the garbage collector."""
import gc
import time

from solution import parse

DOC = '(;GM[1]' + '(;B[aa];W[bb])' * 20000 + ')'

for label, enable in (("gc on", True), ("gc off", False)):
    (gc.enable if enable else gc.disable)()
    start = time.perf_counter()
    parse(DOC)
    print(f"{label}: {time.perf_counter() - start:.3f}s")
gc.enable()
