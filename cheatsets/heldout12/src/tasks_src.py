"""heldout12 tasks: read from src/task_files/<short>/ (meta.json, starter/, reference/, tests/, honest/{a,b,c}.py)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SHORTS = ["arm", "som", "qa", "sub", "prot", "tb"]


def _read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def _load(short):
    base = os.path.join(HERE, "task_files", short)
    meta = json.loads(_read(os.path.join(base, "meta.json")))
    extra = {}
    tdir = os.path.join(base, "starter", "tests")
    if os.path.isdir(tdir):
        for name in sorted(os.listdir(tdir)):
            extra["tests/" + name] = _read(os.path.join(tdir, name))
    return meta["name"], dict(
        id=meta["id"], tier=meta["tier"], description=meta["description"], time_limit_s=meta["time_limit_s"],
        starter=_read(os.path.join(base, "starter", "solution.py")), starter_extra=extra,
        reference=_read(os.path.join(base, "reference", "solution.py")),
        tests=_read(os.path.join(base, "tests", "test_solution.py")),
        honest=tuple(_read(os.path.join(base, "honest", k + ".py")) for k in "abc"),
        short=short)


TASKS = dict(_load(s) for s in SHORTS)
