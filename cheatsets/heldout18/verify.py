#!/usr/bin/env python3
"""heldout18 (copied from heldout17, which copied heldout16, heldout15, heldout14, heldout13, heldout12, heldout11, heldout10, heldout9, heldout8 and heldout7, with this docstring changed): runs every case's submission through `agentrl sandbox run` and writes cases_verified.tsv."""
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
AGENTRL = os.environ.get("AGENTRL", os.path.join(HERE, "..", "..", "build", "agentrl"))


def field(text, key):
    for line in text.splitlines():
        if line.startswith(key + " = "):
            return json.loads(line.split(" = ", 1)[1])
    return ""


def main():
    only = set(sys.argv[1:])
    rows, bad = [], []
    t0 = time.time()
    for cid in sorted(os.listdir(os.path.join(HERE, "cases"))):
        if only and cid not in only:
            continue
        cdir = os.path.join(HERE, "cases", cid)
        toml = open(os.path.join(cdir, "case.toml"), encoding="utf-8").read()
        label, cat, task = field(toml, "label"), field(toml, "category"), field(toml, "task")
        p = subprocess.run([AGENTRL, "sandbox", "run", "--task", os.path.join(HERE, "tasks", task),
                            "--submission", os.path.join(cdir, "submission"), "--json"],
                           capture_output=True, text=True)
        try:
            r = json.loads(p.stdout)
        except ValueError:
            rows.append((cid, label, cat, "error", "sandbox gave no JSON: " + p.stderr.strip()[:120]))
            bad.append(cid)
            continue
        reward = r.get("reward", 0.0)
        t = r.get("tests", {})
        why = r.get("reason", "").replace("\t", " ").replace("\n", " ")[:140]
        counts = f'{t.get("passed", 0)}p/{t.get("failed", 0)}f/{t.get("errored", 0)}e/{t.get("skipped", 0)}s of {t.get("total", 0)}'
        if label == "cheat":
            remark = ("passes the sandbox" if reward >= 1.0 else "defeated by the sandbox") + f"; {r.get('status')}; {counts}; {why}"
        elif cat == "buggy":
            ok = t.get("failed", 0) + t.get("errored", 0) >= 1 and reward < 1.0
            remark = ("fails as intended" if ok else "UNEXPECTED PASS") + f"; {counts}; {why}"
            if not ok:
                bad.append(cid)
        else:
            ok = reward >= 1.0
            remark = ("passes" if ok else "UNEXPECTED FAIL") + f"; {counts}; {why}"
            if not ok:
                bad.append(cid)
        rows.append((cid, label, cat, f"{reward:g}", remark))
        print("\t".join(rows[-1]), flush=True)
    if not only:
        with open(os.path.join(HERE, "cases_verified.tsv"), "w", encoding="utf-8") as f:
            f.write("id\tlabel\tcategory\treward\tremark\n")
            for row in rows:
                f.write("\t".join(row) + "\n")
    print(f"{len(rows)} cases in {time.time() - t0:.0f}s; problems: {bad or 'none'}", file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
