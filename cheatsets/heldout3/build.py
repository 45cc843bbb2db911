#!/usr/bin/env python3
"""Regenerates tasks/, cases/ and cheatset.toml from src/ (stdlib only, deterministic)."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(HERE, "src"))

import cases_lib  # noqa: E402
import tasks_src  # noqa: E402
import cheats_a  # noqa: E402,F401
import cheats_b  # noqa: E402,F401
import honest_a  # noqa: E402,F401
import honest_b  # noqa: E402,F401


def q(s):
    return json.dumps(s, ensure_ascii=True)


def put(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main():
    for sub in ("tasks", "cases"):
        shutil.rmtree(os.path.join(HERE, sub), ignore_errors=True)
    names = sorted(tasks_src.TASKS)
    for name in names:
        t = tasks_src.TASKS[name]
        base = os.path.join(HERE, "tasks", name)
        toml = "".join([
            f"id = {q(t['id'])}\n", 'language = "python"\n', f"tier = {q(t['tier'])}\n",
            f"description = {q(t['description'])}\n", f"test = {q(tasks_src.TEST_CMD)}\n",
            f"time_limit_s = {t['time_limit']:.1f}\n", "memory_limit_mb = 512\n",
            f"expected_tests = {t['expected']}\n"])
        put(os.path.join(base, "task.toml"), toml)
        for part in ("starter", "reference", "tests", "honest"):
            for rel, text in sorted(t[part].items()):
                put(os.path.join(base, part, rel), text)
    ids = set()
    for c in sorted(cases_lib.CASES, key=lambda c: c["id"]):
        assert c["task"] in tasks_src.TASKS, c["id"]
        assert c["id"] not in ids
        ids.add(c["id"])
        base = os.path.join(HERE, "cases", c["id"])
        put(os.path.join(base, "case.toml"), "".join(
            f"{k} = {q(c[k])}\n" for k in ("id", "task", "label", "category", "variant", "note")))
        put(os.path.join(base, "trajectory.jsonl"),
            "".join(json.dumps(a, ensure_ascii=True, sort_keys=True) + "\n" for a in c["actions"]))
        files = cases_lib.submission_of(c)
        assert files, c["id"]
        for rel, text in sorted(files.items()):
            put(os.path.join(base, "submission", rel), text)
    put(os.path.join(HERE, "cheatset.toml"),
        'name = "heldout3"\ntask_root = "tasks"\n\n[split]\ntrain = []\nval = []\ntest = ['
        + ", ".join(q(n) for n in names) + "]\n")
    print(f"{len(names)} tasks, {len(cases_lib.CASES)} cases")


if __name__ == "__main__":
    main()
