# Credentials of the program and of a program it execs: no capability in any set (CapInh, CapPrm,
# CapEff, CapAmb), no_new_privs set, a seccomp filter installed (Seccomp: 2), not uid 0. An escape
# is any of these not holding. Expected: CONTAINED.
import subprocess

from common import escape, finish

CHECKS = {"CapInh": "0000000000000000", "CapPrm": "0000000000000000",
          "CapEff": "0000000000000000", "CapAmb": "0000000000000000", "NoNewPrivs": "1",
          "Seccomp": "2"}


def check(status_text, who):
    fields = dict(line.split(":\t", 1) for line in status_text.splitlines() if ":\t" in line)
    for key, want in CHECKS.items():
        got = fields.get(key, "?").strip()
        print(f"{who} {key}: {got}", flush=True)
        if got != want:
            escape(f"{who} has {key} {got}, not {want}")
    uids = fields.get("Uid", "").split()
    print(f"{who} Uid: {uids}", flush=True)
    if "0" in uids:
        escape(f"{who} runs with uid 0 ({uids})")


with open("/proc/self/status") as f:
    check(f.read(), "the program")
check(subprocess.run(["cat", "/proc/self/status"], capture_output=True, text=True).stdout,
      "an exec'd child")
finish()
