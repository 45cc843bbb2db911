#!/usr/bin/env python3
"""The reward endpoint's overhead at P50, pooled over several runs of agentrl_bench_serve.

Usage: /usr/bin/python3 bench/serve_overhead_pool.py RUN.json [RUN.json ...] [--json OUT.json]

Each RUN.json is a `serve_load.json` or a `reward_overhead.json` (`--overhead_only`). Their
`/v1/reward` cells at C = 1 alternate server and in-process requests, so request i of one side
ran next to request i of the other: the pairs of all runs are pooled and resampled together
(a bootstrap over pairs, 4000 resamples, fixed seed). Printed and written:
  - added_p50_ms: P50 of the server's latencies minus P50 of the in-process ones;
  - median_of_differences_ms: the median over pairs of (server - in process), the added latency
    of the typical request;
  - sandbox_p50_diff_ms: the same P50 difference of the sandbox's own time, as each side
    reported it (whether the server's executions themselves are slower);
  - beyond_sandbox_p50_ms: the P50 of (latency - sandbox time), server minus in process;
each with its 95% interval and a one-sided 95% upper bound. Exit code 2 on a file that is not
such a run.
"""
import json
import random
import statistics
import sys


def pairs_of(path):
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise ValueError(f"{path}: {e}") from None
    cells = [c for c in doc.get("cells", []) if c.get("workload") == "reward"
             and c.get("concurrency") == 1 and c.get("interleaved")]
    out = []
    for rep in sorted({c["rep"] for c in cells}):
        side = {c["side"]: c for c in cells if c["rep"] == rep}
        if set(side) != {"server", "in_process"}:
            continue
        s, p = side["server"], side["in_process"]
        for i in range(min(len(s["latencies_ms"]), len(p["latencies_ms"]))):
            out.append((s["latencies_ms"][i], p["latencies_ms"][i], s["sandbox_ms"][i], p["sandbox_ms"][i]))
    if not out:
        raise ValueError(f"{path}: no interleaved /v1/reward cells at C = 1 (cells[].workload = "
                         "\"reward\", concurrency 1, interleaved)")
    return out


def stats(pairs):
    lat_s = [p[0] for p in pairs]
    lat_p = [p[1] for p in pairs]
    both = [p for p in pairs if p[2] is not None and p[3] is not None]
    return {
        "added_p50_ms": statistics.median(lat_s) - statistics.median(lat_p),
        "median_of_differences_ms": statistics.median(a - b for a, b in zip(lat_s, lat_p)),
        "sandbox_p50_diff_ms": statistics.median(p[2] for p in both) - statistics.median(p[3] for p in both),
        "beyond_sandbox_p50_ms": statistics.median(p[0] - p[2] for p in both)
        - statistics.median(p[1] - p[3] for p in both),
    }


def main(argv):
    args, out = argv[1:], None
    if "--json" in args:
        k = args.index("--json")
        if k + 1 >= len(args):
            print("--json needs a path", file=sys.stderr)
            return 2
        out = args[k + 1]
        args = args[:k] + args[k + 2:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    pairs = []
    try:
        for path in args:
            pairs += pairs_of(path)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    point = stats(pairs)
    rng = random.Random(20261207)
    boot = {k: [] for k in point}
    for _ in range(4000):
        sample = [pairs[rng.randrange(len(pairs))] for _ in pairs]
        for k, v in stats(sample).items():
            boot[k].append(v)
    result = {"runs": args, "pairs": len(pairs)}
    for k, v in point.items():
        b = sorted(boot[k])
        result[k] = round(v, 3)
        result[k.replace("_ms", "_ci95_ms")] = [round(b[int(0.025 * len(b))], 3), round(b[int(0.975 * len(b)) - 1], 3)]
        result[k.replace("_ms", "_upper95_ms")] = round(b[int(0.95 * len(b)) - 1], 3)
    for k in point:
        lo, hi = result[k.replace("_ms", "_ci95_ms")]
        print(f"{k}: {result[k]:.2f} ms (95% interval {lo:.2f} to {hi:.2f}; one-sided upper "
              f"{result[k.replace('_ms', '_upper95_ms')]:.2f})")
    print(f"{len(pairs)} pairs from {len(args)} run(s)")
    if out:
        with open(out, "w") as f:
            json.dump(result, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
