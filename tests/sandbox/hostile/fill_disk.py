import os

from common import finish

written = 0
chunk = b"x" * (1 << 20)
try:
    for i in range(100000):
        with open(f"/workspace/fill{i}", "wb") as f:
            for _ in range(1024):
                f.write(chunk)
                written += len(chunk)
except OSError as e:
    print("disk full after", written >> 20, "MB:", e, flush=True)
finish()
