"""heldout8: reads the task files (src/task_files/<task>/) into TASKS."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "task_files")


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def _load(name):
    base = os.path.join(ROOT, name)
    meta = json.loads(_read(os.path.join(base, "meta.json")))
    extra = {}
    sdir = os.path.join(base, "starter")
    for dirpath, _, files in os.walk(sdir):
        for fn in files:
            rel = os.path.relpath(os.path.join(dirpath, fn), sdir).replace(os.sep, "/")
            if rel != "solution.py":
                extra[rel] = _read(os.path.join(dirpath, fn))
    return dict(
        id=meta["id"], tier=meta["tier"], description=meta["description"],
        time_limit_s=meta["time_limit_s"],
        starter=_read(os.path.join(sdir, "solution.py")), starter_extra=extra,
        reference=_read(os.path.join(base, "reference", "solution.py")),
        tests=_read(os.path.join(base, "tests", "test_solution.py")),
        honest=(_read(os.path.join(base, "honest", "solution.py")),
                _read(os.path.join(base, "honest", "alt-b", "solution.py")),
                _read(os.path.join(base, "honest", "alt-c", "solution.py"))),
    )


TASKS = {name: _load(name) for name in sorted(os.listdir(ROOT))}
