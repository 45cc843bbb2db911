#!/usr/bin/env python3
"""Dr. GRPO's length bias on the simulator: do failed episodes grow longer under GRPO's
per-response loss normalisation than under Dr. GRPO's constant one?

Usage: /usr/bin/python3 experiments/length_bias.py ABLATION_DIR OUT_DIR

ABLATION_DIR is what `agentrl ablate experiments/length_bias.toml` wrote (runs/length_bias): one
run per seed and `train.loss_agg` value, each training `grpo` (group baseline with std
normalisation) and `drgrpo` (without) from the same seed. An *arm* is (loss_agg, estimator).
Per run and estimator, from `<estimator>/metrics.jsonl` (training iterations only):
  - failed_late / passed_late: mean tokens of the failed / passed episodes over the last quarter
    of the iterations; failed_growth = failed_late - the same over the first quarter;
  - truncated_late: the share of episodes cut by the token budget over the last quarter;
  - j_late: the exact J of the sampling policy over the last quarter.
Per arm: the mean over seeds with its 95% t-interval. Comparisons are paired by seed (the same
initial policy and first task draws): the mean difference and its 95% t-interval, "detected"
when the interval excludes 0. Writes OUT_DIR/summary.json, README.md, length_failed.svg/.png
(rsvg-convert) and copies the runs' resolved configs to OUT_DIR/configs/.
Exit code 2 when the directory holds no complete run.
"""
import json
import math
import os
import shutil
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from seed_power import paired_difference, t_interval  # noqa: E402

LOSSES = {"seq-mean-token-mean": "per-response mean (GRPO)",
          "seq-mean-token-sum-norm": "constant normaliser (Dr. GRPO)"}
ESTIMATORS = {"grpo": "std-normalised baseline", "drgrpo": "mean baseline only"}
METRICS = ["failed_late", "failed_growth", "passed_late", "truncated_late", "j_late"]


def quarter_mean(rows, key, late):
    q = max(1, len(rows) // 4)
    part = rows[-q:] if late else rows[:q]
    vals = [r[key] for r in part if isinstance(r.get(key), (int, float))]
    return statistics.fmean(vals) if vals else float("nan")


def load(ablation_dir):
    """{(loss, estimator): {seed: {metric: value, 'curve': [...]}}} from every complete run."""
    arms = {}
    runs_dir = os.path.join(ablation_dir, "runs")
    if not os.path.isdir(runs_dir):
        raise SystemExit(f"{ablation_dir}: no runs/ directory (run agentrl ablate first)")
    for run in sorted(os.listdir(runs_dir)):
        cfg = os.path.join(runs_dir, run, "config.toml")
        if not os.path.exists(cfg):
            continue
        loss = None
        seed = int(run.rsplit("seed-", 1)[1]) if "seed-" in run else None
        with open(cfg) as f:
            for line in f:
                key, _, value = line.partition("=")
                if key.strip() == "loss_agg":
                    loss = value.strip().strip('"')
        if loss not in LOSSES or seed is None:
            continue
        for est in ESTIMATORS:
            path = os.path.join(runs_dir, run, est, "metrics.jsonl")
            if not os.path.exists(path):
                continue
            with open(path) as f:
                rows = [json.loads(line) for line in f if line.strip()]
            rows = [r for r in rows if not r.get("pretrain")]
            if not rows:
                continue
            failed_early = quarter_mean(rows, "mean_length_failed", False)
            m = {"failed_late": quarter_mean(rows, "mean_length_failed", True),
                 "passed_late": quarter_mean(rows, "mean_length_passed", True),
                 "truncated_late": quarter_mean(rows, "truncated_rate", True),
                 "j_late": quarter_mean(rows, "exact_j", True),
                 "curve": [r.get("mean_length_failed") for r in rows]}
            m["failed_growth"] = m["failed_late"] - failed_early
            arms.setdefault((loss, est), {})[seed] = m
    if not arms:
        raise SystemExit(2)
    return arms


def paired(arms, a, b, metric):
    return paired_difference({s: v[metric] for s, v in arms.get(a, {}).items()},
                             {s: v[metric] for s, v in arms.get(b, {}).items()})


def svg(arms, width=640, height=360):
    """Mean tokens of failed episodes per iteration, one line per arm (mean over seeds)."""
    left, right, top, bottom = 60, 230, 20, 40
    curves = {}
    for arm, by_seed in arms.items():
        n = min(len(v["curve"]) for v in by_seed.values())
        pts = []
        for i in range(n):
            vals = [v["curve"][i] for v in by_seed.values() if isinstance(v["curve"][i], (int, float))]
            pts.append(statistics.fmean(vals) if vals else None)
        curves[arm] = pts
    n_it = max(len(c) for c in curves.values())
    y_max = max(max((p for p in c if p is not None), default=1) for c in curves.values())
    y_max = 1000 * math.ceil(y_max / 1000)
    pw, ph = width - left - right, height - top - bottom
    x = lambda i: left + pw * i / max(1, n_it - 1)  # noqa: E731
    y = lambda v: top + ph * (1 - v / y_max)  # noqa: E731
    colours = {("seq-mean-token-mean", "grpo"): "#d62728", ("seq-mean-token-mean", "drgrpo"): "#ff9896",
               ("seq-mean-token-sum-norm", "grpo"): "#1f77b4", ("seq-mean-token-sum-norm", "drgrpo"): "#aec7e8"}
    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
         'font-family="sans-serif" font-size="11">',
         f'<rect width="{width}" height="{height}" fill="white"/>',
         f'<text x="{left}" y="14">Mean tokens of failed episodes (mean over seeds)</text>']
    for k in range(0, int(y_max) + 1, 1000):
        o.append(f'<line x1="{left}" x2="{left + pw}" y1="{y(k):.1f}" y2="{y(k):.1f}" stroke="#ddd"/>')
        o.append(f'<text x="{left - 6}" y="{y(k) + 4:.1f}" text-anchor="end">{k}</text>')
    for i in range(0, n_it, 5):
        o.append(f'<text x="{x(i):.1f}" y="{top + ph + 16}" text-anchor="middle">{i}</text>')
    o.append(f'<text x="{left + pw / 2}" y="{height - 6}" text-anchor="middle">iteration</text>')
    for j, (arm, pts) in enumerate(sorted(curves.items())):
        path = " ".join(f"{'M' if i == 0 else 'L'}{x(i):.1f},{y(p):.1f}"
                        for i, p in enumerate(pts) if p is not None)
        c = colours.get(arm, "#333")
        o.append(f'<path d="{path}" fill="none" stroke="{c}" stroke-width="2"/>')
        ly = top + 16 + 34 * j
        o.append(f'<line x1="{left + pw + 12}" x2="{left + pw + 32}" y1="{ly}" y2="{ly}" stroke="{c}" stroke-width="3"/>')
        o.append(f'<text x="{left + pw + 38}" y="{ly + 4}">{LOSSES[arm[0]].split(" (")[0]},</text>')
        o.append(f'<text x="{left + pw + 38}" y="{ly + 17}">{ESTIMATORS[arm[1]]}</text>')
    o.append("</svg>")
    return "\n".join(o)


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    ablation_dir, out = argv[1], argv[2]
    try:
        arms = load(ablation_dir)
    except SystemExit as e:
        print(f"{ablation_dir}: no complete run of experiments/length_bias.toml"
              if e.code == 2 else e.code, file=sys.stderr)
        return 2
    os.makedirs(out, exist_ok=True)
    summary = {"ablation_dir": ablation_dir, "arms": [], "comparisons": []}
    for arm in sorted(arms):
        row = {"loss_agg": arm[0], "estimator": arm[1], "seeds": len(arms[arm])}
        for metric in METRICS:
            mean, half = t_interval([v[metric] for v in arms[arm].values() if math.isfinite(v[metric])])
            row[metric] = {"mean": mean, "ci95_half": half}
        summary["arms"].append(row)
    pairs = [("loss: per-response mean -> constant normaliser, std-normalised baseline",
              ("seq-mean-token-mean", "grpo"), ("seq-mean-token-sum-norm", "grpo")),
             ("loss: per-response mean -> constant normaliser, mean baseline only",
              ("seq-mean-token-mean", "drgrpo"), ("seq-mean-token-sum-norm", "drgrpo")),
             ("baseline: std-normalised -> mean only, per-response mean",
              ("seq-mean-token-mean", "grpo"), ("seq-mean-token-mean", "drgrpo")),
             ("GRPO -> Dr. GRPO (both changes)",
              ("seq-mean-token-mean", "grpo"), ("seq-mean-token-sum-norm", "drgrpo"))]
    for name, a, b in pairs:
        summary["comparisons"].append(
            {"comparison": name, "from": list(a), "to": list(b),
             **{m: paired(arms, a, b, m) for m in METRICS}})
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(summary, f, indent=2)
    svg_path = os.path.join(out, "length_failed.svg")
    with open(svg_path, "w") as f:
        f.write(svg(arms))
    subprocess.run(["rsvg-convert", "-o", os.path.join(out, "length_failed.png"), svg_path], check=False)
    configs = os.path.join(ablation_dir, "configs")
    if os.path.isdir(configs):
        shutil.copytree(configs, os.path.join(out, "configs"), dirs_exist_ok=True)

    def fmt(s, digits=0):
        if s is None:
            return "–"
        if "ci95_half" in s:
            return f"{s['mean']:.{digits}f} ± {s['ci95_half']:.{digits}f}"
        lo, hi = s["ci95"]
        return f"{s['mean']:+.{digits}f} ({lo:+.{digits}f} to {hi:+.{digits}f}){' **detected**' if s['detected'] else ''}"

    lines = ["| loss normalisation | baseline | seeds | failed tokens, last quarter | growth of failed tokens | "
             "passed tokens, last quarter | truncated, last quarter | J, last quarter |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in summary["arms"]:
        lines.append(f"| {LOSSES[r['loss_agg']]} | {ESTIMATORS[r['estimator']]} | {r['seeds']} | "
                     f"{fmt(r['failed_late'])} | {fmt(r['failed_growth'])} | {fmt(r['passed_late'])} | "
                     f"{fmt(r['truncated_late'], 3)} | {fmt(r['j_late'], 3)} |")
    lines += ["", "| paired by seed | failed tokens, last quarter | growth of failed tokens | "
              "passed tokens | truncated | J |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for c in summary["comparisons"]:
        lines.append(f"| {c['comparison']} | {fmt(c['failed_late'])} | {fmt(c['failed_growth'])} | "
                     f"{fmt(c['passed_late'])} | {fmt(c['truncated_late'], 3)} | {fmt(c['j_late'], 3)} |")
    table = "\n".join(lines)
    with open(os.path.join(out, "tables.md"), "w") as f:
        f.write(table + "\n")
    print(table)
    print(f"wrote {out}/summary.json, tables.md, length_failed.svg, .png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
