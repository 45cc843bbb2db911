# Core dumps: RLIMIT_CORE must be 0 and cannot be raised; children that abort() and that
# segfault, with their working directory in /workspace and PR_SET_DUMPABLE 1, must not dump core
# (wait status without WCOREDUMP, no core file in /workspace or /tmp). With a file
# core_pattern, RLIMIT_CORE 0 stops the dump; with a pipe ('|helper') the kernel ignores the
# limit and hands the core to a host helper, which WCOREDUMP shows. An escape is a core dumped or
# the limit raised. Expected: CONTAINED; the host checks that no core file appeared in /tmp, the
# test's working directory or the run's workspace.
import ctypes
import os
import resource

from common import attempt, escape, finish, libc

PR_SET_DUMPABLE = 4
try:
    with open("/proc/sys/kernel/core_pattern") as f:
        print("core_pattern:", f.read().strip(), flush=True)
except OSError as e:
    print("core_pattern:", e, flush=True)
print("RLIMIT_CORE:", resource.getrlimit(resource.RLIMIT_CORE), flush=True)
attempt("RLIMIT_CORE is not 0", lambda: resource.getrlimit(resource.RLIMIT_CORE) != (0, 0))
attempt("raise RLIMIT_CORE",
        lambda: resource.setrlimit(resource.RLIMIT_CORE, (1 << 30, 1 << 30)) is None)


def crash(how):
    os.chdir("/workspace")
    libc.prctl(PR_SET_DUMPABLE, 1, 0, 0, 0)
    if how == "abort":
        os.abort()
    ctypes.string_at(0)  # SIGSEGV


for how in ("abort", "segv"):
    pid = os.fork()
    if pid == 0:
        crash(how)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    print(f"{how}: signal {os.WTERMSIG(status) if os.WIFSIGNALED(status) else None} "
          f"core {os.WCOREDUMP(status)}", flush=True)
    if os.WCOREDUMP(status):
        escape(f"the {how} child dumped core")
for d in ("/workspace", "/tmp"):
    for name in os.listdir(d):
        if name == "core" or name.startswith("core."):
            escape(f"core file {d}/{name}")
finish()
