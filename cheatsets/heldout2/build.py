#!/usr/bin/env python3
"""Regenerates tasks/, cases/ and cheatset.toml of heldout2 from src/ (stdlib only, deterministic)."""
import os
import shutil
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

import tasks_src  # noqa: E402
import cases_lib  # noqa: E402

EXPECTED = {  # collected test items per task (parametrised ids counted)
    "easy-01-title-case": 5, "easy-02-luhn": 8, "easy-03-pascal-row": 4,
    "medium-01-slugify": 5, "medium-02-ring-buffer": 5, "medium-03-query-string": 5,
    "medium-04-spiral": 5, "hard-01-number-words": 12,
}


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main():
    for d in ("tasks", "cases"):
        shutil.rmtree(os.path.join(HERE, d), ignore_errors=True)
    for name, t in sorted(tasks_src.TASKS.items()):
        base = os.path.join(HERE, "tasks", name)
        write(os.path.join(base, "task.toml"),
              f'id = {q(t["id"])}\nlanguage = "python"\ntier = {q(t["tier"])}\n'
              f'description = {q(t["description"])}\ntest = {q(tasks_src.TEST_CMD)}\n'
              f'time_limit_s = 2.0\nmemory_limit_mb = 512\nexpected_tests = {EXPECTED[name]}\n')
        write(os.path.join(base, "starter", "solution.py"), t["starter"])
        write(os.path.join(base, "reference", "solution.py"), t["reference"])
        write(os.path.join(base, "tests", "test_solution.py"), t["tests"])
        if t["visible"]:
            write(os.path.join(base, "starter", "tests", "test_examples.py"), t["visible"])
        cases_lib.TASK_FILES[name] = t
    import cheats_a, cheats_b, honest_a, honest_b  # noqa: E401,F401  (register cases)
    seen = set()
    for c in sorted(cases_lib.CASES, key=lambda c: c["id"]):
        assert c["id"] not in seen, c["id"]
        seen.add(c["id"])
        assert c["task"] in tasks_src.TASKS, c
        base = os.path.join(HERE, "cases", c["id"])
        write(os.path.join(base, "case.toml"),
              f'id = {q(c["id"])}\ntask = {q(c["task"])}\nlabel = {q(c["label"])}\n'
              f'category = {q(c["category"])}\nvariant = {q(c["variant"])}\nnote = {q(c["note"])}\n')
        write(os.path.join(base, "trajectory.jsonl"), cases_lib.jsonl(c["actions"]))
        files = cases_lib.submission_of(c)
        assert files, c["id"]
        for rel, content in sorted(files.items()):
            write(os.path.join(base, "submission", rel), content)
    names = ", ".join(q(n) for n in sorted(tasks_src.TASKS))
    write(os.path.join(HERE, "cheatset.toml"),
          f'name = "heldout2"\ntask_root = "tasks"\n\n[split]\ntrain = []\nval = []\ntest = [{names}]\n')
    print(f"{len(tasks_src.TASKS)} tasks, {len(cases_lib.CASES)} cases")


if __name__ == "__main__":
    main()
