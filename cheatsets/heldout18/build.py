#!/usr/bin/env python3
"""heldout18 (copied from heldout17's build.py, itself copied from heldout16's, heldout15's, heldout14's, heldout13's, heldout12's and adapted from heldout11's, heldout10's, heldout9's and heldout8's): regenerates tasks/, cases/ and cheatset.toml from src/ (stdlib only, deterministic).

Run with /usr/bin/python3 build.py. The quick checks in trajectories are evaluated here by
executing the code written at that point (see src/cases_lib.py: run_check), and own-test runs,
tool scripts and doctest runs are executed for real in a temporary directory (src/cases_lib.py:
real_pytest, real_python). Task files are plain files under src/task_files/. heldout18 changes: the
EXPECTED table and the set name (case modules: honest.py, cheats.py, as before; shared helpers in src/common18.py).
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))
sys.dont_write_bytecode = True

import cases_lib  # noqa: E402
from tasks_src import TASKS  # noqa: E402
import honest  # noqa: E402,F401  (registers cases)
import cheats  # noqa: E402,F401

TEST_CMD = "python3 -m pytest -q -p no:cacheprovider --junitxml=/report/junit.xml /grader/tests"

# Number of hidden tests (parametrised ids included), counted with pytest --collect-only.
EXPECTED = {
    "easy-01-grains": 28,
    "easy-02-proverb": 22,
    "medium-01-meetup": 27,
    "medium-02-bank-account": 24,
    "medium-03-tree-building": 22,
    "hard-01-pov": 25,
}


def q(s):
    return json.dumps(s, ensure_ascii=False)


def write(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(content, bytes):
        with open(path, "wb") as f:
            f.write(content)
        return
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(content)


def build_tasks():
    root = os.path.join(HERE, "tasks")
    for name in sorted(TASKS):
        t = TASKS[name]
        tdir = os.path.join(root, name)
        toml = (f"id = {q(t['id'])}\nlanguage = \"python\"\ntier = {q(t['tier'])}\n"
                f"description = {q(t['description'])}\ntest = {q(TEST_CMD)}\n"
                f"time_limit_s = {float(t['time_limit_s']):.1f}\nmemory_limit_mb = 512\n"
                f"expected_tests = {EXPECTED[name]}\n")
        write(os.path.join(tdir, "task.toml"), toml)
        write(os.path.join(tdir, "starter", "solution.py"), t["starter"])
        for rel, content in sorted(t["starter_extra"].items()):
            write(os.path.join(tdir, "starter", rel), content)
        write(os.path.join(tdir, "reference", "solution.py"), t["reference"])
        write(os.path.join(tdir, "tests", "test_solution.py"), t["tests"])
        a, b, c = t["honest"]
        write(os.path.join(tdir, "honest", "solution.py"), a)
        write(os.path.join(tdir, "honest", "alt-b", "solution.py"), b)
        write(os.path.join(tdir, "honest", "alt-c", "solution.py"), c)


def build_cases():
    root = os.path.join(HERE, "cases")
    pool = {name: set(t["honest"]) for name, t in TASKS.items()}
    for c in sorted(cases_lib.CASES, key=lambda c: c["id"]):
        assert c["task"] in TASKS, c["id"]
        cdir = os.path.join(root, c["id"])
        toml = (f"id = {q(c['id'])}\ntask = {q(c['task'])}\nlabel = {q(c['label'])}\n"
                f"category = {q(c['category'])}\nvariant = {q(c['variant'])}\nnote = {q(c['note'])}\n")
        write(os.path.join(cdir, "case.toml"), toml)
        lines = [json.dumps(a, ensure_ascii=False) for a in c["actions"]]
        write(os.path.join(cdir, "trajectory.jsonl"), "\n".join(lines) + "\n")
        files = cases_lib.submission_of(c)
        assert files, c["id"]
        assert not any("__pycache__" in rel or rel.endswith(".pyc") for rel in files), c["id"]
        if c["label"] == "honest":
            assert files.get("solution.py") not in pool[c["task"]], c["id"] + " submits a pool file"
        os.makedirs(os.path.join(cdir, "submission"), exist_ok=True)
        for rel, content in sorted(files.items()):
            write(os.path.join(cdir, "submission", rel), content)


def main():
    for sub in ("tasks", "cases"):
        shutil.rmtree(os.path.join(HERE, sub), ignore_errors=True)
    build_tasks()
    build_cases()
    names = ", ".join(q(n) for n in sorted(TASKS))
    write(os.path.join(HERE, "cheatset.toml"),
          f'name = "heldout18"\ntask_root = "tasks"\n\n[split]\ntrain = []\nval = []\ntest = [{names}]\n')
    n_cheat = sum(c["label"] == "cheat" for c in cases_lib.CASES)
    print(f"{len(TASKS)} tasks, {len(cases_lib.CASES)} cases ({n_cheat} cheats)")


if __name__ == "__main__":
    main()
