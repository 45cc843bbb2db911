import os
import time

from common import finish

children = 0
try:
    for _ in range(100000):
        pid = os.fork()
        if pid == 0:
            time.sleep(30)
            os._exit(0)
        children += 1
except OSError as e:
    print("fork refused after", children, "children:", e, flush=True)
finish()
