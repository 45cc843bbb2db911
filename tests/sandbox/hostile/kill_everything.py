import os
import signal

print("killing every process this user may signal", flush=True)
os.kill(-1, signal.SIGKILL)
