import os

block = b"y" * (1 << 20)
for _ in range(1024):  # 1 GiB
    os.write(1, block)
