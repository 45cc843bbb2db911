"""heldout9: reads the task sources under src/task_files/<task>/ (plain files)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "task_files")


def _read(*parts):
    with open(os.path.join(*parts), encoding="utf-8") as f:
        return f.read()


def _load(name):
    d = os.path.join(ROOT, name)
    meta = json.loads(_read(d, "meta.json"))
    extra = {}
    sd = os.path.join(d, "starter")
    for dirpath, _dirs, files in os.walk(sd):
        for fn in files:
            rel = os.path.relpath(os.path.join(dirpath, fn), sd)
            if rel != "solution.py":
                extra[rel.replace(os.sep, "/")] = _read(dirpath, fn)
    return dict(id=meta["id"], tier=meta["tier"], description=meta["description"],
                time_limit_s=meta["time_limit_s"], starter=_read(sd, "solution.py"),
                starter_extra=extra, reference=_read(d, "reference", "solution.py"),
                tests=_read(d, "tests", "test_solution.py"),
                honest=(_read(d, "honest", "a.py"), _read(d, "honest", "b.py"), _read(d, "honest", "c.py")))


TASKS = {n: _load(n) for n in sorted(os.listdir(ROOT))}
