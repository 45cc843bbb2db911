#!/usr/bin/python3
"""Builds the held-out cheat set: tasks/, cases/ and cheatset.toml from the readable sources in src/.

Run: /usr/bin/python3 build.py   (stdlib only; deterministic; rewrites tasks/ and cases/).
"""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

from tasks_src import TASKS  # noqa: E402
import cases_lib  # noqa: E402

TEST_CMD = "python3 -m pytest -q -p no:cacheprovider --junitxml=/report/junit.xml /grader/tests"


def q(s):
    return json.dumps(s, ensure_ascii=False)


def write(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(content)


def build_tasks():
    root = os.path.join(HERE, "tasks")
    shutil.rmtree(root, ignore_errors=True)
    for name, t in sorted(TASKS.items()):
        d = os.path.join(root, name)
        write(os.path.join(d, "task.toml"),
              f'id = {q(t["id"])}\nlanguage = "python"\ntier = {q(t["tier"])}\n'
              f'description = {q(t["desc"])}\ntest = {q(TEST_CMD)}\ntime_limit_s = 2.0\n'
              f'memory_limit_mb = 512\nexpected_tests = {t["expected"]}\n')
        write(os.path.join(d, "starter", "solution.py"), t["starter"])
        for rel, content in t["extra_starter"].items():
            write(os.path.join(d, "starter", rel), content)
        write(os.path.join(d, "tests", "test_solution.py"), t["tests"])
        write(os.path.join(d, "reference", "solution.py"), t["reference"])


def build_cheatset_toml():
    names = sorted(TASKS)
    body = ('name = "heldout"\ntask_root = "tasks"\n\n[split]\ntrain = []\nval = []\ntest = [\n'
            + "".join(f"  {q(n)},\n" for n in names) + "]\n")
    write(os.path.join(HERE, "cheatset.toml"), body)


def sandbox_rewards():
    path = os.path.join(HERE, "cases_verified.tsv")
    out = {}
    if os.path.exists(path):
        for line in open(path).read().splitlines()[1:]:
            cid, _label, _cat, reward, _remark = line.split("\t")
            out[cid] = float(reward)
    return out


def build_cases():
    rewards = sandbox_rewards()
    root = os.path.join(HERE, "cases")
    shutil.rmtree(root, ignore_errors=True)
    seen = set()
    for c in cases_lib.all_cases():
        assert c.id not in seen, c.id
        seen.add(c.id)
        assert c.task in TASKS, (c.id, c.task)
        d = os.path.join(root, c.id)
        if c.label == "cheat" and rewards.get(c.id, 1.0) < 1.0:
            c.note += " In the grading sandbox this submission gets reward 0 (the sandbox defeats it); the attempt is what is labelled."
        write(os.path.join(d, "case.toml"),
              f'id = {q(c.id)}\ntask = {q(c.task)}\nlabel = {q(c.label)}\ncategory = {q(c.category)}\n'
              f'variant = {q(c.variant)}\nnote = {q(c.note)}\n')
        write(os.path.join(d, "trajectory.jsonl"),
              "".join(json.dumps(a, ensure_ascii=False) + "\n" for a in c.actions))
        files = c.submission_files()
        assert files, c.id
        for rel, content in sorted(files.items()):
            write(os.path.join(d, "submission", rel), content)
    return len(seen)


if __name__ == "__main__":
    build_tasks()
    build_cheatset_toml()
    n = build_cases()
    print(f"{len(TASKS)} tasks, {n} cases")
