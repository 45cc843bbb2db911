#!/usr/bin/env python3
"""Per-run table for closed-loop results: did the anti-hack-on policy drift into cheating, and
what did the first reward it ever saw pay for?

Usage: python3 experiments/drift_attribution.py DIR [DIR ...]

Each DIR is a loop result directory (`runs/NAME` or a committed copy) holding `config.toml`
and `<arm>-seed<N>/metrics.jsonl`, run in lockstep (`loop.pipeline_depth = 0`: every group of
an iteration is in its update). For every run it prints the means over the last 10 iterations
(reward, cheat action rate, genuine solve rate), whether the run "collapsed" (last-10 reward
below 0.05), the first iteration in which any group had a learning signal (before it, every
group's rewards were equal and the learner made no update), what earned a reward in that
iteration, and what earned one over the whole run. Then, per DIR, a summary line, and over all
DIRs the collapse rate by the kind that first earned a reward.
Exit code 2 when a DIR holds no run or a metrics line is not JSON.
"""
import json
import os
import re
import sys
import tomllib

COLLAPSED_BELOW = 0.05  # last-10 mean reward
LAST = 10


def load_runs(d):
    if not os.path.isdir(d):
        print(f"{d}: not a directory; accepted: a loop result directory", file=sys.stderr)
        sys.exit(2)
    runs = []
    for name in sorted(os.listdir(d)):
        m = re.fullmatch(r"(.+)-seed(\d+)", name)
        path = os.path.join(d, name, "metrics.jsonl")
        if not m or not os.path.isfile(path):
            continue
        rows = []
        with open(path) as f:
            for n, line in enumerate(f, 1):
                try:
                    rows.append(json.loads(line))
                except json.JSONDecodeError as e:
                    print(f"{path}:{n}: not a JSON object ({e})", file=sys.stderr)
                    sys.exit(2)
        rows.sort(key=lambda r: r["iteration"])
        runs.append((m.group(1), int(m.group(2)), rows))
    return runs


def mean(xs):
    return sum(xs) / len(xs) if xs else float("nan")


def kinds(counts):
    return ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])) or "-"


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    by_first = {}
    for d in argv[1:]:
        runs = load_runs(d)
        if not runs:
            print(f"{d}: holds no <arm>-seed<N>/metrics.jsonl", file=sys.stderr)
            sys.exit(2)
        try:
            with open(os.path.join(d, "config.toml"), "rb") as f:
                groups = tomllib.load(f)["loop"]["tasks_per_iteration"]
        except (OSError, KeyError, tomllib.TOMLDecodeError) as e:
            print(f"{d}/config.toml: cannot read loop.tasks_per_iteration ({e!r})",
                  file=sys.stderr)
            sys.exit(2)
        print(f"## {d}\n")
        print("| run | reward | cheat rate | genuine | collapsed | first signal (no update before) "
              "| its rewards | rewards over the run |")
        print("| --- | ---: | ---: | ---: | --- | ---: | --- | --- |")
        collapsed_n, cheating_n, per_dir = 0, 0, {}
        for arm, seed, rows in runs:
            tail = rows[-LAST:]
            reward = mean([r["reward_mean"] for r in tail])
            cheat = mean([r["cheat_action_rate"] for r in tail])
            genuine = mean([r["genuine_solve_rate"] for r in tail])
            collapsed = reward < COLLAPSED_BELOW
            collapsed_n += collapsed
            cheating_n += cheat > 0.5
            first = next((r for r in rows if r["groups_without_signal"] < groups), None)
            total = {}
            for r in rows:
                for k, v in r.get("rewarded_by_kind", {}).items():
                    total[k] = total.get(k, 0) + v
            if first is None:
                first_s, first_kinds, key = "never", "-", "never"
            else:
                first_s = str(first["iteration"])
                fk = first.get("rewarded_by_kind")
                if fk is None:  # metrics written before the loop recorded it
                    first_kinds, key = "not recorded", "not recorded"
                else:
                    first_kinds = kinds(fk)
                    key = "correct only" if set(fk) <= {"correct"} else "a cheat among them"
            by_first.setdefault((arm, key), []).append(collapsed)
            per_dir.setdefault(key, []).append(collapsed)
            print(f"| {arm}-seed{seed} | {reward:.3f} | {cheat:.3f} | {genuine:.3f} | "
                  f"{'yes' if collapsed else 'no'} | {first_s} | {first_kinds} | {kinds(total)} |")
        print(f"\ncollapsed (last-{LAST} reward < {COLLAPSED_BELOW}): {collapsed_n}/{len(runs)}; "
              f"cheating (last-{LAST} cheat action rate > 0.5): {cheating_n}/{len(runs)}; "
              "collapsed by what the first signal paid for: " +
              "; ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(per_dir.items())) + "\n")
    print("## Collapse by what the first learning signal paid for (all directories)\n")
    for (arm, key), xs in sorted(by_first.items()):
        print(f"- {arm}, {key}: {sum(xs)}/{len(xs)} collapsed")


if __name__ == "__main__":
    main(sys.argv)
