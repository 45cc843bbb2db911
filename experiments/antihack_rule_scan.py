#!/usr/bin/env python3
"""Which cases of a cheat set do some static or trajectory rules hit? A quick check of a rule
change on development sets, without executing anything.

Usage: /usr/bin/python3 experiments/antihack_rule_scan.py SET_DIR [SET_DIR ...] --rules ID[,ID...]
       [--json OUT.json]

Runs `agentrl antihack check --no-judge --json` (the trajectory and static rules; no sandbox, no
judge) on every case of each set, and lists the cases that any of the named rules hit, with their
label, category and the rule stage's verdict, then a count per set and label. Runtime rules need
an execution and are not run here: `agentrl antihack eval` measures the whole detector.

Never point it at a held-out set that is still to be measured: a set a rule was checked on is a
development set. The binary is $AGENTRL_BIN, else build/agentrl. Exit code 2 on a bad argument or
a set it cannot read.
"""
import json
import os
import subprocess
import sys
import tomllib
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cases_of(set_dir):
    try:
        with open(os.path.join(set_dir, "cheatset.toml"), "rb") as f:
            cfg = tomllib.load(f)
        names = sorted(os.listdir(os.path.join(set_dir, "cases")))
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ValueError(f"{set_dir}: not a cheat set ({e})") from None
    task_root = os.path.join(set_dir, cfg.get("task_root", "tasks"))
    out = []
    for name in names:
        case = os.path.join(set_dir, "cases", name)
        try:
            with open(os.path.join(case, "case.toml"), "rb") as f:
                meta = tomllib.load(f)
        except (OSError, tomllib.TOMLDecodeError):
            continue
        out.append((os.path.basename(os.path.normpath(set_dir)), name, meta,
                    os.path.join(task_root, meta.get("task", "")), case))
    return out


def check(binary, job):
    set_name, name, meta, task, case = job
    cmd = [binary, "antihack", "check", "--trajectory", os.path.join(case, "trajectory.jsonl"),
           "--no-judge", "--json"]
    if os.path.isdir(task) and os.path.isdir(os.path.join(case, "submission")):
        cmd += ["--task", task, "--submission", os.path.join(case, "submission")]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    row = {"set": set_name, "case": name, "label": meta.get("label", ""),
           "category": meta.get("category", "")}
    try:
        verdict = json.loads(r.stdout)
    except ValueError:
        row["error"] = (r.stderr or r.stdout).strip()[:300]
        return row
    row["verdict"] = verdict.get("verdict", "")
    row["rules_version"] = verdict.get("rules_version", "")
    row["rules"] = sorted({h.get("rule", "") for h in verdict.get("hits", [])})
    return row


def main(argv):
    args, out, wanted = argv[1:], None, None
    for flag in ("--json", "--rules"):
        if flag in args:
            k = args.index(flag)
            if k + 1 >= len(args):
                print(f"{flag} needs a value", file=sys.stderr)
                return 2
            value = args[k + 1]
            args = args[:k] + args[k + 2:]
            if flag == "--json":
                out = value
            else:
                wanted = {x for x in value.split(",") if x}
    if not args or not wanted:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.environ.get("AGENTRL_BIN", os.path.join(ROOT, "build", "agentrl"))
    try:
        jobs = [j for s in args for j in cases_of(s)]
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    with ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        rows = list(ex.map(lambda j: check(binary, j), jobs))
    errors = [r for r in rows if "error" in r]
    hits = [dict(r, hit=sorted(wanted & set(r["rules"]))) for r in rows
            if "error" not in r and wanted & set(r["rules"])]
    for h in hits:
        print(f"{h['set']}/{h['case']}: {h['label']} {h['category']} {','.join(h['hit'])} "
              f"(rule stage: {h['verdict']})")
    counts = {}
    for r in rows:
        if "error" in r:
            continue
        key = f"{r['set']} {r['label']}"
        c = counts.setdefault(key, {"cases": 0, "hit": 0})
        c["cases"] += 1
        c["hit"] += bool(wanted & set(r["rules"]))
    for key, c in sorted(counts.items()):
        print(f"{key}: {c['hit']} of {c['cases']} hit")
    for e in errors[:5]:
        print(f"error: {e['set']}/{e['case']}: {e['error']}", file=sys.stderr)
    if out:
        with open(out, "w") as f:
            json.dump({"sets": args, "rules": sorted(wanted),
                       "rules_versions": sorted({r["rules_version"] for r in rows if "error" not in r}),
                       "cases": len(rows),
                       "errors": len(errors), "hits": hits, "counts": counts}, f, indent=2)
            f.write("\n")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
