# Extends ptrace_attach.py: a child calls PTRACE_TRACEME and then execs (a traced exec stops the
# child with SIGTRAP for its parent to inspect: a way to run code under one's own tracer), and
# PTRACE_ATTACH / PTRACE_SEIZE on every process outside the program's own tree (pids 1 and 2
# included). An escape is a traced exec stop or an attach that succeeded. Expected: CONTAINED.
import os
import signal

from common import escape, finish
from proctree import describe, others, raw

NR_PTRACE, PTRACE_TRACEME, PTRACE_ATTACH, PTRACE_SEIZE, PTRACE_DETACH = 101, 0, 16, 0x4206, 17

pid = os.fork()
if pid == 0:
    r, err = raw(NR_PTRACE, PTRACE_TRACEME, 0, 0, 0)
    print(f"child: PTRACE_TRACEME = {r} ({os.strerror(err) if r < 0 else 'ok'})", flush=True)
    os.execv("/bin/sh", ["sh", "-c", "grep TracerPid /proc/self/status"])
_, status = os.waitpid(pid, 0)
if os.WIFSTOPPED(status):
    escape(f"the traced child stopped at its exec with signal {os.WSTOPSIG(status)}")
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)

for target in others():
    for name, req in (("PTRACE_ATTACH", PTRACE_ATTACH), ("PTRACE_SEIZE", PTRACE_SEIZE)):
        r, err = raw(NR_PTRACE, req, target, 0, 0)
        print(f"{name} {describe(target)} = {r} ({os.strerror(err) if r < 0 else 'ok'})",
              flush=True)
        if r == 0:
            escape(f"{name} on pid {target}")
            raw(NR_PTRACE, PTRACE_DETACH, target, 0, 0)
finish()
