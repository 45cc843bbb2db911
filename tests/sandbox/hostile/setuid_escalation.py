import os
import subprocess

from common import attempt, finish

attempt("setuid(0)", lambda: os.setuid(0) is None and os.getuid() == 0)
for cmd in (["su", "-c", "id"], ["sudo", "id"], ["mount"]):
    attempt("run " + " ".join(cmd) + " as root",
            lambda cmd=cmd: "uid=0" in subprocess.run(cmd, capture_output=True, text=True,
                                                       timeout=5).stdout)
finish()
