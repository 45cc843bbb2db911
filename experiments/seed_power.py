#!/usr/bin/env python3
"""How many seeds does a study need? Seed-to-seed spread from committed ablation results, and
the seeds that detect a given difference at 95% confidence with 80% power.

Usage: /usr/bin/python3 experiments/seed_power.py RESULTS.csv [...] [--delta-j 0.02]
       [--delta-spearman 0.05] [--power 0.8] [--reference ARM] [--json OUT.json]

Each RESULTS.csv is an ablation's `results.csv` (one row per run and estimator). An *arm* is a
cell's factor values plus the estimator; its runs differ only in their seed. For final J
(`j_last`) and advantage quality (`adv_spearman`):
  - unpaired: the standard deviation across seeds within each arm; two arms compared with n
    seeds each need n >= 2 ((t_{1-a/2, 2n-2} + t_{power, 2n-2}) sd / delta)^2;
  - paired by seed (both arms run from the same seed: the same initial policy and task draws):
    the standard deviation of the per-seed difference between two arms that share >= 3 seeds;
    n >= ((t_{1-a/2, n-1} + t_{power, n-1}) sd_d / delta)^2.
The smallest n that satisfies it is reported (the t approximation to the noncentral t power).
With --reference ARM (an arm's factor values and estimator joined by commas, as the table
prints them, e.g. "0.0,grpo"), every other arm is also compared with it seed by seed: the mean
paired difference with its 95% t-interval, detected when the interval excludes 0 (the check of
a positive control: a known degradation must come out detected).
A spread measured on k seeds is itself uncertain: with 3-5 seeds, read the n as a scale.
Exit code 2 when a file is missing or lacks the columns.
"""
import csv
import itertools
import json
import math
import statistics
import sys


def betacf(a, b, x):
    """Continued fraction of the regularized incomplete beta function (modified Lentz)."""
    tiny, c, d = 1e-300, 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 400):
        m2 = 2 * m
        for num in (m * (b - m) * x / ((a + m2 - 1) * (a + m2)),
                    -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            break
    return h


def betainc(a, b, x):
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                     + a * math.log(x) + b * math.log(1.0 - x))
    if x < (a + 1.0) / (a + b + 2.0):
        return front * betacf(a, b, x) / a
    return 1.0 - front * betacf(b, a, 1.0 - x) / b


def t_cdf(t, nu):
    p = 0.5 * betainc(nu / 2.0, 0.5, nu / (nu + t * t))
    return 1.0 - p if t > 0 else p


def t_quantile(q, nu):
    lo, hi = -1e3, 1e3
    for _ in range(200):
        mid = (lo + hi) / 2
        if t_cdf(mid, nu) < q:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def t_interval(values):
    """Mean and half-width of the 95% t-interval (NaN half-width below two values)."""
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, float("nan")
    return m, t_quantile(0.975, len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))


def paired_difference(a, b):
    """b minus a, paired by seed ({seed: value} each; non-finite values skipped): the seeds used,
    the mean, its 95% t-interval and whether it excludes 0; None below two common seeds."""
    d = [b[s] - a[s] for s in sorted(set(a) & set(b)) if math.isfinite(a[s]) and math.isfinite(b[s])]
    if len(d) < 2:
        return None
    mean, half = t_interval(d)
    return {"seeds": len(d), "mean": mean, "ci95": [mean - half, mean + half],
            "detected": (mean - half) > 0 or (mean + half) < 0}


def seeds_needed(sd, delta, power, paired, alpha=0.05):
    if not sd or sd <= 0:
        return 2
    for n in range(2, 100001):
        df = n - 1 if paired else 2 * n - 2
        k = t_quantile(1 - alpha / 2, df) + t_quantile(power, df)
        need = (k * sd / delta) ** 2 * (1 if paired else 2)
        if n >= need:
            return n
    return None


def arm_key(values):
    """An arm's name: its factor values and estimator, commas between, no spaces."""
    return ",".join(values)


def load(path):
    try:
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
    except OSError as e:
        sys.exit(print(f"{path}: {e.strerror}", file=sys.stderr) or 2)
    need = {"run", "seed", "estimator", "finished", "j_last", "adv_spearman"}
    if not rows or not need <= set(rows[0]):
        print(f"{path}: not an ablation results.csv; accepted: the columns "
              f"{', '.join(sorted(need))} and one per factor", file=sys.stderr)
        sys.exit(2)
    fixed = {"run", "seed", "estimator", "finished", "diverged", "j_first", "j_last",
             "success_last", "auc_j", "adv_spearman", "critic_ev_last", "adv_extreme_frac",
             "grad_spike_frac", "group_length_ratio"}
    factors = [c for c in rows[0] if c not in fixed]
    arms = {}
    for r in rows:
        if r["finished"] != "1":
            continue
        arm = arm_key([r[c] for c in factors] + [r["estimator"]])
        for metric in ("j_last", "adv_spearman"):
            try:
                v = float(r[metric])
            except ValueError:
                continue
            if math.isfinite(v):
                arms.setdefault(arm, {}).setdefault(metric, {})[int(r["seed"])] = v
    return arms


def against(arms, reference, metrics):
    """Each arm minus the reference, paired by seed: mean, 95% t half-width, detected."""
    if reference not in arms:
        print(f"--reference {reference}: no such arm; accepted: "
              f"{'; '.join(sorted(arms))}", file=sys.stderr)
        sys.exit(2)
    out = {}
    for arm in sorted(arms):
        if arm == reference:
            continue
        for metric in metrics:
            p = paired_difference(arms[reference].get(metric, {}), arms[arm].get(metric, {}))
            if p is None:
                continue
            half = (p["ci95"][1] - p["ci95"][0]) / 2
            out.setdefault(arm, {})[metric] = {"seeds": p["seeds"], "mean_difference": p["mean"],
                                               "ci95": half, "detected": p["detected"]}
    return out


def analyse(path, deltas, power, reference=None):
    arms = load(path)
    out = {"file": path, "arms": len(arms), "metrics": {}}
    for metric, delta in deltas.items():
        sds = [statistics.stdev(v[metric].values()) for v in arms.values()
               if len(v.get(metric, {})) >= 3]
        diffs = []
        for a, b in itertools.combinations(sorted(arms), 2):
            sa, sb = arms[a].get(metric, {}), arms[b].get(metric, {})
            common = sorted(set(sa) & set(sb))
            if len(common) >= 3:
                diffs.append(statistics.stdev([sa[s] - sb[s] for s in common]))
        seeds = [len(v.get(metric, {})) for v in arms.values()]
        m = {"delta": delta, "seeds_per_arm": max(seeds) if seeds else 0}
        if sds:
            sd = statistics.median(sds)
            m["unpaired"] = {"sd_median": sd, "sd_min": min(sds), "sd_max": max(sds),
                             "arms": len(sds),
                             "seeds_needed": seeds_needed(sd, delta, power, False),
                             "seeds_needed_at_max_sd": seeds_needed(max(sds), delta, power, False)}
        if diffs:
            sd = statistics.median(diffs)
            m["paired"] = {"sd_diff_median": sd, "sd_diff_min": min(diffs),
                           "sd_diff_max": max(diffs), "pairs": len(diffs),
                           "seeds_needed": seeds_needed(sd, delta, power, True),
                           "seeds_needed_at_max_sd": seeds_needed(max(diffs), delta, power, True)}
        out["metrics"][metric] = m
    if reference is not None:
        out["against_reference"] = {"reference": reference,
                                    "arms": against(arms, reference, list(deltas))}
    return out


def main(argv):
    files, deltas, power, json_out = [], {"j_last": 0.02, "adv_spearman": 0.05}, 0.8, None
    reference = None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--delta-j", "--delta-spearman", "--power", "--json", "--reference"):
            if i + 1 >= len(argv):
                print(f"{a}: needs a value", file=sys.stderr)
                return 2
            v = argv[i + 1]
            if a == "--json":
                json_out = v
            elif a == "--reference":
                reference = v
            else:
                try:
                    x = float(v)
                except ValueError:
                    x = -1
                if not 0 < x < (1 if a == "--power" else 10):
                    print(f"{a} {v}: accepted: a number in (0, {1 if a == '--power' else 10})",
                          file=sys.stderr)
                    return 2
                if a == "--power":
                    power = x
                else:
                    deltas["j_last" if a == "--delta-j" else "adv_spearman"] = x
            i += 2
        else:
            files.append(a)
            i += 1
    if not files:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    results = [analyse(f, deltas, power, reference) for f in files]
    print(f"Seeds needed to detect a difference at 95% confidence with {power:.0%} power "
          f"(final J: {deltas['j_last']}, advantage Spearman: {deltas['adv_spearman']}); "
          "median spread over the arms (largest in brackets).\n")
    print("| results | metric | seeds per arm | sd across seeds | seeds needed, unpaired "
          "| sd of the paired difference | seeds needed, paired |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for r in results:
        for metric, m in r["metrics"].items():
            u, p = m.get("unpaired", {}), m.get("paired", {})
            fmt = lambda d, k: f"{d[k]:.4f}" if k in d else "–"
            cnt = lambda d: (f"{d['seeds_needed']} ({d['seeds_needed_at_max_sd']})"
                             if "seeds_needed" in d else "–")
            print(f"| {r['file']} | {metric} | {m['seeds_per_arm']} | {fmt(u, 'sd_median')} "
                  f"| {cnt(u)} | {fmt(p, 'sd_diff_median')} | {cnt(p)} |")
    for r in results:
        if "against_reference" not in r:
            continue
        print(f"\n{r['file']}: each arm minus `{reference}`, paired by seed (mean and 95% "
              "t-interval; **detected** when the interval excludes 0)\n")
        print("| arm | seeds | final J | detected | advantage Spearman | detected |")
        print("|---|---:|---:|---|---:|---|")
        for arm, m in r["against_reference"]["arms"].items():
            cells = []
            for metric in ("j_last", "adv_spearman"):
                x = m.get(metric)
                cells += (["–", "–"] if x is None else
                          [f"{x['mean_difference']:+.4f} ± {x['ci95']:.4f}",
                           "**yes**" if x["detected"] else "no"])
            seeds = max((x["seeds"] for x in m.values()), default=0)
            print(f"| {arm} | {seeds} | " + " | ".join(cells) + " |")
    if json_out:
        with open(json_out, "w") as f:
            json.dump({"power": power, "alpha": 0.05, "deltas": deltas, "results": results}, f,
                      indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
