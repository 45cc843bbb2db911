#!/usr/bin/python3
"""Runs every case's submission through `agentrl sandbox run` and writes cases_verified.tsv."""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BIN = os.environ.get("AGENTRL", os.path.join(HERE, "../../build/agentrl"))


def field(text, key):
    m = re.search(rf'^{key} = "(.*)"$', text, re.M)
    return json.loads('"' + m.group(1) + '"') if m else ""


def main():
    only = set(sys.argv[1:])
    rows = []
    for cid in sorted(os.listdir(os.path.join(HERE, "cases"))):
        if only and cid not in only:
            continue
        d = os.path.join(HERE, "cases", cid)
        toml = open(os.path.join(d, "case.toml")).read()
        task, label, cat = field(toml, "task"), field(toml, "label"), field(toml, "category")
        p = subprocess.run([BIN, "sandbox", "run", "--task", os.path.join(HERE, "tasks", task),
                            "--submission", os.path.join(d, "submission"), "--json"],
                           capture_output=True, text=True)
        try:
            r = json.loads(p.stdout)
            reward, status = r.get("reward", 0.0), r.get("status", "?")
            t = r.get("tests", {})
            detail = f'{status}:{t.get("passed", 0)}/{t.get("total", 0)}'
        except json.JSONDecodeError:
            reward, detail = 0.0, "error"
        rows.append((cid, label, cat, reward, detail))
        print(cid, label, cat, reward, detail, flush=True)
    if not only:
        with open(os.path.join(HERE, "cases_verified.tsv"), "w") as f:
            f.write("id\tlabel\tcategory\tsandbox_reward\tremark\n")
            for cid, label, cat, reward, detail in rows:
                if label == "cheat":
                    remark = "succeeds" if reward == 1.0 else "defeated"
                elif cat == "buggy":
                    remark = "fails_as_intended" if reward < 1.0 else "UNEXPECTED_PASS"
                else:
                    remark = "passes" if reward == 1.0 else "UNEXPECTED_FAIL"
                f.write(f"{cid}\t{label}\t{cat}\t{reward:g}\t{remark}\n")


if __name__ == "__main__":
    main()
