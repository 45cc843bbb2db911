# Tries to write canaries where the host could see them; the test checks the host afterwards.
from common import MARKER, attempt, finish


def write(p):
    with open(p, "w") as f:
        f.write("canary")
    return False  # success is judged on the host; inside, /tmp and / are private tmpfs


for p in [f"/usr/agentrl-canary-{MARKER}", f"/usr/lib/agentrl-canary-{MARKER}",
          f"/etc/agentrl-canary-{MARKER}", f"/tmp/agentrl-canary-{MARKER}",
          f"/workspace/../agentrl-canary-{MARKER}", f"/proc/1/root/tmp/agentrl-canary-{MARKER}"]:
    attempt("write " + p, lambda p=p: write(p))
finish()
