# Kernel settings through /proc: opens for writing every file under /proc/sys (core_pattern,
# modprobe, hostname, the net.* of the sandbox's own network namespace...), /proc/sysrq-trigger
# and the other non-process files of /proc (irq, bus, fs, driver, tty...). Nothing is written:
# the open is the escape. /proc/pressure is left out (its files are world-writable by design: a
# pressure-stall trigger is a poll interface, not a setting). Expected: CONTAINED (read-only
# mounts, or files of a root that is not the program's).
import os

from common import escape, finish

SKIP = {"self", "thread-self", "net", "pressure"}
paths = []
for entry in sorted(os.listdir("/proc")):
    if entry.isdigit() or entry in SKIP:
        continue
    top = "/proc/" + entry
    if os.path.isdir(top) and not os.path.islink(top):
        for d, _, files in os.walk(top):
            paths.extend(os.path.join(d, f) for f in files)
    elif os.path.isfile(top):
        paths.append(top)
errors = {}
for path in paths:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    except OSError as e:
        errors[e.strerror] = errors.get(e.strerror, 0) + 1
        continue
    os.close(fd)
    escape(f"opened {path} for writing")
print(f"{len(paths)} files tried; refusals: {errors}", flush=True)
finish()
