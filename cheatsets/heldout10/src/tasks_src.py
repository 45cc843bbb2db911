"""heldout10: reads the task sources under src/task_files/<task>/ (plain files) into TASKS."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "task_files")


def _read(*parts):
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as f:
        return f.read()


def _load(name):
    meta = json.loads(_read(name, "meta.json"))
    extra = {}
    sdir = os.path.join(ROOT, name, "starter")
    for dirpath, _dirs, files in os.walk(sdir):
        for fn in files:
            rel = os.path.relpath(os.path.join(dirpath, fn), sdir)
            if rel != "solution.py":
                extra[rel.replace(os.sep, "/")] = _read(name, "starter", rel)
    return dict(
        id=meta["id"], tier=meta["tier"], description=meta["description"],
        time_limit_s=meta["time_limit_s"],
        starter=_read(name, "starter", "solution.py"), starter_extra=extra,
        reference=_read(name, "reference", "solution.py"),
        tests=_read(name, "tests", "test_solution.py"),
        honest=tuple(_read(name, "honest", k + ".py") for k in "abc"),
    )


TASKS = {name: _load(name) for name in sorted(os.listdir(ROOT))}
