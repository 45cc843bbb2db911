import os

from common import HOST_ARG, attempt, finish

pids = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
print("visible pids:", pids, flush=True)
attempt("see more than the sandbox's own processes", lambda: len(pids) > 10)
attempt("read a host process's cmdline (pid %s)" % HOST_ARG,
        lambda: "agentrl" in open(f"/proc/{HOST_ARG}/cmdline").read())
attempt("read pid 1's environment", lambda: "SECRET" in open("/proc/1/environ").read())
finish()
