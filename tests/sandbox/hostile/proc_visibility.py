# Lists /proc: every process the program can see must be its own (itself or a descendant) or its
# PID namespace's pid 1 (the reaper, which ignores the program's signals and is not dumpable).
# An escape is any other process, e.g. the sandbox's init or bubblewrap. Expected: CONTAINED.
from common import escape, finish
from proctree import describe, others, visible_pids

print("visible:", " ".join(describe(p) for p in visible_pids()), flush=True)
for pid in others():
    if pid != 1 and pid in visible_pids():
        escape(f"sees process {describe(pid)} outside its own tree")
finish()
