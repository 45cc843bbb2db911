"""heldout11: reads the task sources under src/task_files/<task>/ (meta.json, starter/, reference/, tests/, honest/)."""
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
    for dp, _dn, fn in os.walk(sdir):
        for f in fn:
            rel = os.path.relpath(os.path.join(dp, f), sdir)
            if rel != "solution.py":
                extra[rel] = _read(name, "starter", rel)
    return dict(id=meta["id"], tier=meta["tier"], description=meta["description"],
                time_limit_s=meta["time_limit_s"], starter=_read(name, "starter", "solution.py"),
                starter_extra=extra, reference=_read(name, "reference", "solution.py"),
                tests=_read(name, "tests", "test_solution.py"),
                honest=[_read(name, "honest", x + ".py") for x in ("a", "b", "c")])


TASKS = {n: _load(n) for n in sorted(os.listdir(ROOT))}
