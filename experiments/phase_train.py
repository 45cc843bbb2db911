#!/usr/bin/env python3
"""The phase map's corners in training (issue 45): PPO + token-level critic (GAE), or GRPO without
σ-normalisation, against GRPO, paired by seed, from the results.csv of `agentrl ablate experiments/phase_train.toml` (or
shaped_train.toml).

Usage: /usr/bin/python3 experiments/phase_train.py RESULTS.csv OUT_DIR

For every setting (the cells' suffix: a tier mix "hard1", "hard4", or a reward sparsity
"shaped0", "shaped0.5") each arm is compared seed by seed with "grpo-<mix>". The arms are GAE
("learned", "oracle", "oracle-noise0.2", "oracle-lam1") and GRPO without σ-normalisation
("drgrpo"). Compared: the mean paired difference (arm - GRPO) of final J (`j_last`), of J averaged over training (`auc_j`,
learning speed) and of the advantages' Spearman correlation with the exact ones
(`adv_spearman`), with 95% t-intervals; detected when the interval excludes 0. Writes
OUT_DIR/phase_train.json, phase_train.svg and .png (rsvg-convert, when present) and prints a
Markdown table. Exit code 2 when the file is missing, lacks the columns, or has no GRPO arm.
"""
import csv
import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from seed_power import paired_difference, t_interval  # noqa: E402

METRICS = {"j_last": "final J", "auc_j": "mean J over training", "adv_spearman": "advantage Spearman"}
ARMS = {"learned": "learned critic, λ = 0.95",
        "oracle": "exact values, λ = 0.95",
        "oracle-noise0.2": "exact values + noise σ = 0.2, λ = 0.95",
        "oracle-lam1": "exact values, λ = 1",
        "drgrpo": "GRPO without σ-normalisation (drgrpo)"}
LABELS = {"learned": ["learned critic", "λ = 0.95"], "oracle": ["exact values", "λ = 0.95"],
          "oracle-noise0.2": ["exact + noise 0.2", "λ = 0.95"], "oracle-lam1": ["exact values", "λ = 1"],
          "drgrpo": ["GRPO without", "σ-normalisation"]}
NEEDED = ["cell", "seed", "finished", "diverged", *METRICS, "group_length_ratio"]


def number(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return float("nan")


def load(path):
    """{cell: {seed: row}} over the finished runs; raises ValueError naming what is wrong."""
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        missing = [c for c in NEEDED if c not in (reader.fieldnames or [])]
        if missing:
            raise ValueError(f"{path}: no column {', '.join(missing)}; expected the results.csv "
                             "that agentrl ablate writes for experiments/phase_train.toml")
        cells = {}
        for line, row in enumerate(reader, start=2):
            if row["finished"] != "1":
                continue
            try:
                seed = int(row["seed"])
            except ValueError:
                raise ValueError(f"{path}:{line}: seed: \"{row['seed']}\" is not an integer") from None
            cells.setdefault(row["cell"], {})[seed] = {
                **{m: number(row[m]) for m in METRICS},
                "diverged": row["diverged"] == "1",
                "group_length_ratio": number(row["group_length_ratio"])}
    return cells


def paired(ref, arm, metric):
    return paired_difference({s: r[metric] for s, r in ref.items()},
                             {s: r[metric] for s, r in arm.items()})


def summarise(cells):
    mixes = sorted({c.split("-")[-1] for c in cells if c.startswith("grpo-")})
    if not mixes:
        raise ValueError("no GRPO arm (a cell named grpo-<mix>)")
    out = {"mixes": mixes, "arms": [], "comparisons": []}
    for cell in sorted(cells):
        runs = cells[cell]
        row = {"cell": cell, "seeds": len(runs), "diverged": sum(r["diverged"] for r in runs.values())}
        for m in [*METRICS, "group_length_ratio"]:
            vals = [r[m] for r in runs.values() if math.isfinite(r[m])]
            if vals:
                mean, half = t_interval(vals)
                row[m] = {"mean": mean, "ci95_half": half}
        out["arms"].append(row)
    for mix in mixes:
        ref = cells[f"grpo-{mix}"]
        for arm in ARMS:
            cell = f"{arm}-{mix}"
            if cell not in cells:
                continue
            out["comparisons"].append({"mix": mix, "arm": arm, "cell": cell, "reference": f"grpo-{mix}",
                                       **{m: paired(ref, cells[cell], m) for m in METRICS}})
    return out


def mix_name(mix):
    """The setting a cell suffix stands for: hardW (the tier mix), shapedW (reward sparsity)."""
    if mix.startswith("hard") and mix[4:]:
        return f"sim.hard.weight = {mix[4:]}"
    if mix.startswith("shaped") and mix[6:]:
        return f"sim.progress_reward = {mix[6:]}"
    return f"setting {mix}"


def svg(summary, width=980, height=350):
    """Two panels (final J, advantage Spearman): arm - GRPO per arm, one marker per setting."""
    panels = [("j_last", "final J: arm − GRPO"), ("adv_spearman", "advantage Spearman: arm − GRPO")]
    colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"]
    mixes = summary["mixes"]
    arms = [a for a in ARMS if any(c["arm"] == a for c in summary["comparisons"])]
    pw, top, bottom, left = (width - 40) / 2 - 70, 56, 80, 70
    ph = height - top - bottom
    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
         'font-family="sans-serif" font-size="11">', f'<rect width="{width}" height="{height}" fill="white"/>',
         f'<text x="{left}" y="16" font-size="12">PPO + token-level critic (GAE), or GRPO without σ-normalisation, against GRPO in training: '
         'mean paired difference over seeds, 95% t-interval</text>']
    for p, (metric, title) in enumerate(panels):
        x0 = left + p * (pw + 90)
        vals = [v for c in summary["comparisons"] if c[metric] for v in c[metric]["ci95"]]
        lo, hi = min(vals + [0.0]), max(vals + [0.0])
        pad = 0.08 * (hi - lo or 1)
        lo, hi = lo - pad, hi + pad
        y = lambda v: top + ph * (hi - v) / (hi - lo)  # noqa: E731
        o.append(f'<text x="{x0}" y="{top - 10}">{title}</text>')
        o.append(f'<rect x="{x0}" y="{top}" width="{pw:.1f}" height="{ph}" fill="none" stroke="#999"/>')
        step = 10 ** math.floor(math.log10((hi - lo) / 4))
        for mult in (1, 2, 5, 10):
            if (hi - lo) / (step * mult) <= 6:
                step *= mult
                break
        k = math.ceil(lo / step)
        while k * step <= hi:
            v = k * step
            o.append(f'<line x1="{x0}" x2="{x0 + pw:.1f}" y1="{y(v):.1f}" y2="{y(v):.1f}" '
                     f'stroke="{"#333" if abs(v) < 1e-12 else "#e5e5e5"}"/>')
            o.append(f'<text x="{x0 - 5}" y="{y(v) + 4:.1f}" text-anchor="end">{v:+.2f}</text>')
            k += 1
        for i, arm in enumerate(arms):
            xc = x0 + pw * (i + 0.5) / len(arms)
            for j, part in enumerate(LABELS.get(arm, [arm])):
                o.append(f'<text x="{xc:.1f}" y="{top + ph + 16 + 13 * j}" text-anchor="middle">{part}</text>')
            for m, mix in enumerate(mixes):
                c = next((c for c in summary["comparisons"] if c["arm"] == arm and c["mix"] == mix), None)
                if not c or not c[metric]:
                    continue
                xm = xc + (m - (len(mixes) - 1) / 2) * 14
                s = c[metric]
                col = colours[m % len(colours)]
                o.append(f'<line x1="{xm:.1f}" x2="{xm:.1f}" y1="{y(s["ci95"][0]):.1f}" '
                         f'y2="{y(s["ci95"][1]):.1f}" stroke="{col}" stroke-width="2"/>')
                fill = col if s["detected"] else "white"
                o.append(f'<circle cx="{xm:.1f}" cy="{y(s["mean"]):.1f}" r="4" fill="{fill}" stroke="{col}" stroke-width="2"/>')
    for m, mix in enumerate(mixes):
        lx = left + 330 * m
        col = colours[m % len(colours)]
        o.append(f'<circle cx="{lx}" cy="{height - 14}" r="4" fill="{col}"/>')
        name = mix_name(mix)
        o.append(f'<text x="{lx + 8}" y="{height - 10}">{name} (filled: interval excludes 0)</text>')
    o.append("</svg>")
    return "\n".join(o)


def table(summary):
    def fmt(s, digits=3):
        if s is None:
            return "–"
        lo, hi = s["ci95"]
        return f"{s['mean']:+.{digits}f} ({lo:+.{digits}f} to {hi:+.{digits}f}){' **detected**' if s['detected'] else ''}"

    arms = {a["cell"]: a for a in summary["arms"]}
    lines = ["| setting | arm | seeds | final J, arm − GRPO | mean J over training | "
             "advantage Spearman | arm diverged |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    for c in summary["comparisons"]:
        seeds = c["j_last"]["seeds"] if c["j_last"] else 0
        lines.append(f"| {c['mix']} | {ARMS[c['arm']]} | {seeds} | {fmt(c['j_last'])} | {fmt(c['auc_j'])} | "
                     f"{fmt(c['adv_spearman'])} | {arms[c['cell']]['diverged']}/{arms[c['cell']]['seeds']} |")
    lines += ["", "| cell | seeds | final J | advantage Spearman | within-group length ratio | diverged |",
              "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for a in summary["arms"]:
        def ms(key, digits=3):
            v = a.get(key)
            return f"{v['mean']:.{digits}f} ± {v['ci95_half']:.{digits}f}" if v else "–"
        lines.append(f"| {a['cell']} | {a['seeds']} | {ms('j_last')} | {ms('adv_spearman')} | "
                     f"{ms('group_length_ratio', 1)} | {a['diverged']} |")
    return "\n".join(lines)


def main(argv):
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    path, out = argv[1], argv[2]
    try:
        summary = summarise(load(path))
    except FileNotFoundError:
        print(f"{path}: no such file (run ./build/agentrl ablate experiments/phase_train.toml)", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"{path}: {e}" if not str(e).startswith(path) else str(e), file=sys.stderr)
        return 2
    summary["results"] = path
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "phase_train.json"), "w") as f:
        json.dump(summary, f, indent=2)
    svg_path = os.path.join(out, "phase_train.svg")
    with open(svg_path, "w") as f:
        f.write(svg(summary))
    subprocess.run(["rsvg-convert", "-o", os.path.join(out, "phase_train.png"), svg_path], check=False)
    print(table(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
