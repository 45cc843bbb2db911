#!/usr/bin/env python3
"""Writes a JSON Lines input for `agentrl advantages` of about --mb megabytes: sequences with
lognormal lengths (median ~2k tokens, at most 64k), 80% trainable tokens, groups of 8, half of
them terminated. Used to check that parsing, not the estimator, dominates a large file
(bench/results/advantages_cpu.md).

    python3 bench/make_advantages_input.py --mb 100 --seed 1 --out /tmp/adv100.jsonl
"""
import argparse
import json
import random


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mb", type=float, default=100.0, help="approximate size in MB (10^6 bytes)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    size, i = 0, 0
    with open(a.out, "w") as f:
        while size < a.mb * 1e6:
            n = int(min(65536, rng.lognormvariate(7.6, 1.0)))
            line = json.dumps({
                "rewards": [round(rng.uniform(-1, 1), 4) for _ in range(n)],
                "values": [round(rng.uniform(-1, 1), 4) for _ in range(n)],
                "mask": [1 if rng.random() < 0.8 else 0 for _ in range(n)],
                "group": "g%d" % (i // 8),
                "terminated": rng.random() < 0.5,
                "bootstrap_value": 0.5,
            }) + "\n"
            f.write(line)
            size += len(line)
            i += 1
    print(f"{a.out}: {i} sequences, {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
