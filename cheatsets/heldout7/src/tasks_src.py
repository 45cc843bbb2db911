"""heldout7: the tasks, read from src/task_files/<name>/ (meta.json, starter/, reference/, tests/, honest pool)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "task_files")


def _read(*parts):
    with open(os.path.join(*parts), encoding="utf-8") as f:
        return f.read()


def _load(name):
    tdir = os.path.join(ROOT, name)
    meta = json.loads(_read(tdir, "meta.json"))
    starter_extra = {}
    sdir = os.path.join(tdir, "starter")
    for dirpath, _, files in sorted(os.walk(sdir)):
        for fn in sorted(files):
            rel = os.path.relpath(os.path.join(dirpath, fn), sdir).replace(os.sep, "/")
            if rel != "solution.py":
                starter_extra[rel] = _read(dirpath, fn)
    return dict(
        id=meta["id"], tier=meta["tier"], description=meta["description"],
        time_limit_s=meta["time_limit_s"],
        starter=_read(sdir, "solution.py"), starter_extra=starter_extra,
        reference=_read(tdir, "reference", "solution.py"),
        tests=_read(tdir, "tests", "test_solution.py"),
        honest=(_read(tdir, "honest", "solution.py"), _read(tdir, "honest", "alt-b", "solution.py"),
                _read(tdir, "honest", "alt-c", "solution.py")),
    )


TASKS = {name: _load(name) for name in sorted(os.listdir(ROOT))}
