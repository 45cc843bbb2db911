# personality(2): READ_IMPLIES_EXEC (every readable mapping executable) and ADDR_NO_RANDOMIZE
# (no ASLR) weaken exploit mitigations for the program and what it execs; set directly and
# through util-linux's setarch. An escape is the flag in effect (read back from
# /proc/self/personality, or in an exec'd child). Expected: CONTAINED.
import os
import subprocess

from common import attempt, escape, finish
from proctree import raw

NR_PERSONALITY = 135
FLAGS = {"READ_IMPLIES_EXEC": 0x0400000, "ADDR_NO_RANDOMIZE": 0x0040000}
SETARCH = {"READ_IMPLIES_EXEC": "-X", "ADDR_NO_RANDOMIZE": "-R"}


def persona():
    with open("/proc/self/personality") as f:
        return int(f.read(), 16)


before = persona()
print(f"personality: {before:#x}", flush=True)
for name, flag in FLAGS.items():
    r, err = raw(NR_PERSONALITY, before | flag)
    print(f"personality({name}) = {r} ({os.strerror(err) if r < 0 else 'ok'})", flush=True)
    if persona() & flag:
        escape(f"personality {name} in effect")
    raw(NR_PERSONALITY, before)
    attempt(f"setarch {SETARCH[name]} ({name}) in an exec'd child",
            lambda: int(subprocess.run(["setarch", "x86_64", SETARCH[name], "cat",
                                        "/proc/self/personality"], capture_output=True,
                                       text=True, timeout=10).stdout or "0", 16) & flag)
finish()
