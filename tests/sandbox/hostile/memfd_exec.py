# Fileless execution: copies /bin/sh into a memfd and execs it with execveat(AT_EMPTY_PATH)
# (os.execve on a descriptor). That is not an escape by itself and may be allowed: what matters
# is that the exec'd program is still inside (seccomp filter, no_new_privs, no capabilities) and
# that the audit sees the exec. The child prints MEMFD-RAN when it ran. An escape is a child
# without the filter or with capabilities. Expected: CONTAINED; with the audit on, an exec event
# from execveat when MEMFD-RAN was printed.
import os

from common import MARKER, escape, finish

with open(os.path.realpath("/bin/sh"), "rb") as f:
    shell = f.read()
fd = os.memfd_create("agentrl-memfd", 0)
os.write(fd, shell)
script = ("grep -E '^(Seccomp|NoNewPrivs|CapEff|CapPrm):' /proc/self/status; "
          f"echo MEMFD-RAN-{MARKER}")
r, w = os.pipe()
pid = os.fork()
if pid == 0:
    os.dup2(w, 1)
    try:
        os.execve(fd, ["sh", "-c", script], {"PATH": "/usr/bin:/bin"})
    except OSError as e:
        os.write(1, f"exec refused: {e.strerror}\n".encode())
    os._exit(0)
os.close(w)
out = b""
while chunk := os.read(r, 4096):
    out += chunk
os.waitpid(pid, 0)
text = out.decode(errors="replace")
print(text, flush=True)
if f"MEMFD-RAN-{MARKER}" in text:
    print("MEMFD-RAN: the memfd exec ran", flush=True)
    fields = dict(l.split(":\t", 1) for l in text.splitlines() if ":\t" in l)
    for key, want in (("Seccomp", "2"), ("NoNewPrivs", "1"), ("CapEff", "0000000000000000"),
                      ("CapPrm", "0000000000000000")):
        if fields.get(key, "?").strip() != want:
            escape(f"the memfd-exec'd program has {key} {fields.get(key, '?').strip()}")
finish()
