# Mounting from a new user namespace, where the program would be root: unshare(CLONE_NEWUSER |
# CLONE_NEWNS) then mount a tmpfs; the same through util-linux's `unshare -Urm`; clone() with
# CLONE_NEWUSER | CLONE_NEWNS and a mount in the child; a cgroup v1 mount for its release_agent
# (CVE-2022-0492). An escape is a namespace made or a mount done. Expected: CONTAINED.
import os
import signal
import subprocess

from common import MARKER, attempt, escape, finish, libc
from proctree import raw

CLONE_NEWNS, CLONE_NEWUSER = 0x00020000, 0x10000000
NR_CLONE, NR_UNSHARE = 56, 272
MOUNTED, CLONED = 42, 43


def mount_tmpfs(target=b"/tmp"):
    return libc.mount(b"none", target, b"tmpfs", 0, None) == 0


r, err = raw(NR_UNSHARE, CLONE_NEWUSER | CLONE_NEWNS)
print(f"unshare(NEWUSER|NEWNS) = {r} ({os.strerror(err) if r else 'ok'})", flush=True)
if r == 0:
    escape("unshare(CLONE_NEWUSER|CLONE_NEWNS)")
    attempt("mount tmpfs in the new namespaces", mount_tmpfs)

attempt("unshare -Urm then mount -t tmpfs",
        lambda: f"MOUNTED-{MARKER}" in subprocess.run(
            ["unshare", "-Urm", "sh", "-c", f"mount -t tmpfs none /tmp && echo MOUNTED-{MARKER}"],
            capture_output=True, text=True, timeout=10).stdout)

pid, err = raw(NR_CLONE, CLONE_NEWUSER | CLONE_NEWNS | signal.SIGCHLD, 0, 0, 0, 0)
if pid == 0:  # the child, in the new namespaces
    os._exit(MOUNTED if mount_tmpfs() else CLONED)
print(f"clone(NEWUSER|NEWNS) = {pid} ({os.strerror(err) if pid < 0 else 'ok'})", flush=True)
if pid > 0:
    _, status = os.waitpid(pid, 0)
    escape("clone(CLONE_NEWUSER|CLONE_NEWNS) made a child")
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == MOUNTED:
        escape("mounted tmpfs in a cloned user namespace")

os.makedirs("/tmp/agentrl-cgroup", exist_ok=True)
attempt("mount cgroup v1 (release_agent)",
        lambda: libc.mount(b"cgroup", b"/tmp/agentrl-cgroup", b"cgroup", 0, b"rdma") == 0)
attempt("find a writable release_agent",
        lambda: any(os.access(os.path.join(d, "release_agent"), os.W_OK)
                    for d, _, files in os.walk("/sys/fs/cgroup") if "release_agent" in files))
finish()
