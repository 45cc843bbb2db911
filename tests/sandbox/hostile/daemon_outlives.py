# Double-forks a daemon that waits, then writes a marker file into the workspace (which the host
# can see through the run directory) and keeps running. The sandbox must end it with the run.
import os
import time

from common import MARKER, finish

if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(1.5)
        with open(f"/workspace/daemon-alive-{MARKER}", "w") as f:
            f.write("still here")
        time.sleep(60)
        os._exit(0)
    os._exit(0)
time.sleep(0.2)
finish()
