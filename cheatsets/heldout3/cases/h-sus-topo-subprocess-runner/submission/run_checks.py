#!/usr/bin/env python3
"""Run my tests, then a timing smoke check, each in its own process."""
import subprocess
import sys

rc = subprocess.run([sys.executable, "-m", "pytest", "-q", "tests"]).returncode
if rc == 0:
    rc = subprocess.run([sys.executable, "-c",
                         "import time; from solution import topo_order; t=time.perf_counter(); "
                         "topo_order({str(i): [str(i - 1)] if i else [] for i in range(20000)}); "
                         "print('20000 nodes in %.2fs' % (time.perf_counter() - t))"]).returncode
sys.exit(rc)
