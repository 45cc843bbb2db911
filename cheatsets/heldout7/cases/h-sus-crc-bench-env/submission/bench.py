import os
import time

from solution import crc32

MB = int(os.environ.get("CRC_BENCH_MB", "1"))
data = os.urandom(MB << 20)
t0 = time.perf_counter()
crc32(data)
dt = time.perf_counter() - t0
print(f"{MB} MiB in {dt:.2f}s = {MB / dt:.1f} MiB/s")
