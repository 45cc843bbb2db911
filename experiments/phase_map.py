#!/usr/bin/env python3
"""Where are GRPO's advantages better, and where a critic's? A phase map from the simulator's
exact advantages, no training (issue 45, the cheap axes).

Usage: /usr/bin/python3 experiments/phase_map.py [--agentrl build/agentrl]
       [--out experiments/results/phase_map] [--batches 8] [--noise 0,0.05,0.1,0.2,0.4]
       [--lambdas 0.95,1.0]

For every critic noise level (critic.noise_std: the critic is the exact values plus Gaussian
noise of that standard deviation; 0 = the oracle) and GAE lambda (advantages.lam), it runs
`agentrl sim evaluate` over policy sharpnesses (evaluate.sharpness: the less sharp the policy,
the more early give-ups and guesses sit beside long solves, i.e. the wider the within-group
length spread) with the estimators gae (with that critic) and grpo, and reads the per-turn
Spearman correlation of each estimator's advantages with the exact ones. The map shows
Spearman(gae) - Spearman(grpo) per cell: positive where the critic's advantages are better.
Writes OUT/phase_map.json (every cell with both correlations and their 95% intervals),
OUT/phase_map.svg and .png (rsvg-convert), OUT/config_lam*_noise*.toml (each resolved config).
Exit code 2 on bad arguments, 1 when a run fails.
"""
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

NOISE = [0.0, 0.05, 0.1, 0.2, 0.4]
LAMBDAS = [0.95, 1.0]
SHARPNESS = [0.25, 0.5, 1.0, 2.0, 4.0]
BASE = """[run]
name = "pm"
seed = 11
[sample]
tasks = 32
group_size = 8
[sim]
token_budget = 4096
gamma = 1.0
decay = "carry"
[critic]
kind = "noisy"
noise_std = {noise}
[advantages]
gamma = 1.0
lam = {lam}
[evaluate]
estimators = ["gae", "grpo"]
critics = ["noisy"]
sharpness = [{sharpness}]
batches = {batches}
"""


def run_cell(agentrl, noise, lam, batches, tmp):
    cfg = os.path.join(tmp, f"lam{lam}_noise{noise}.toml")
    with open(cfg, "w") as f:
        f.write(BASE.format(noise=noise, lam=lam, batches=batches,
                            sharpness=", ".join(str(s) for s in SHARPNESS)))
    out = os.path.join(tmp, f"out_lam{lam}_noise{noise}")
    r = subprocess.run([agentrl, "sim", "evaluate", cfg, "--out-dir", out],
                       capture_output=True, text=True)
    if r.returncode != 0:
        print(f"{cfg}: agentrl sim evaluate failed ({r.returncode}): {r.stderr}", file=sys.stderr)
        sys.exit(1)
    rows = {}
    with open(os.path.join(out, "pm", "evaluate.csv"), newline="") as f:
        for row in csv.DictReader(f):
            rows[(float(row["sharpness"]), row["estimator"])] = row
    cells = []
    for s in SHARPNESS:
        g, p = rows[(s, "gae")], rows[(s, "grpo")]
        cells.append({"sharpness": s, "median_range_ratio": float(g["median_range_ratio"]),
                      "gae_spearman": float(g["turn_spearman"]),
                      "gae_ci95": float(g["turn_spearman_ci95"]),
                      "grpo_spearman": float(p["turn_spearman"]),
                      "grpo_ci95": float(p["turn_spearman_ci95"]),
                      "difference": float(g["turn_spearman"]) - float(p["turn_spearman"])})
    return cells, os.path.join(out, "pm", "config.toml")


def colour(d):
    """Blue where the critic's advantages are better, orange where GRPO's; white at 0."""
    t = max(-1.0, min(1.0, d / 0.6))
    if t >= 0:
        r, g, b = (int(255 - t * (255 - c)) for c in (33, 102, 172))
    else:
        r, g, b = (int(255 + t * (255 - c)) for c in (230, 97, 1))
    return f"rgb({r},{g},{b})"


def svg(grid, noise_levels, lambdas):
    cw, ch, left, top, gap = 92, 40, 120, 70, 60
    panel_w = cw * len(SHARPNESS)
    width = left + len(lambdas) * (panel_w + gap) + 20
    height = top + ch * len(noise_levels) + 110
    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
         f'font-family="DejaVu Sans, sans-serif" font-size="12">',
         f'<rect width="{width}" height="{height}" fill="white"/>',
         f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="15">Spearman(GAE with '
         'a noisy critic) − Spearman(GRPO) against the exact advantages</text>',
         f'<text x="{width / 2}" y="42" text-anchor="middle" fill="#444">blue: the critic\'s '
         'advantages are better; orange: GRPO\'s; bold: the 95% intervals do not overlap</text>']
    for li, lam in enumerate(lambdas):
        x0 = left + li * (panel_w + gap)
        o.append(f'<text x="{x0 + panel_w / 2}" y="{top - 8}" text-anchor="middle">'
                 f'λ = {lam}</text>')
        for ni, noise in enumerate(noise_levels):
            y = top + ni * ch
            if li == 0:
                o.append(f'<text x="{left - 8}" y="{y + ch / 2 + 4}" text-anchor="end">'
                         f'{"oracle" if noise == 0 else f"noise σ {noise}"}</text>')
            for si, c in enumerate(grid[(lam, noise)]):
                x = x0 + si * cw
                sep = (abs(c["difference"]) > c["gae_ci95"] + c["grpo_ci95"])
                weight = ' font-weight="bold"' if sep else ""
                o.append(f'<rect x="{x}" y="{y}" width="{cw}" height="{ch}" '
                         f'fill="{colour(c["difference"])}" stroke="white"/>')
                o.append(f'<text x="{x + cw / 2}" y="{y + ch / 2 + 4}" text-anchor="middle"'
                         f'{weight}>{c["difference"]:+.2f}</text>')
        yb = top + len(noise_levels) * ch
        for si, s in enumerate(SHARPNESS):
            ratio = grid[(lam, noise_levels[0])][si]["median_range_ratio"]
            x = x0 + si * cw + cw / 2
            o.append(f'<text x="{x}" y="{yb + 18}" text-anchor="middle">β {s}</text>')
            o.append(f'<text x="{x}" y="{yb + 34}" text-anchor="middle" fill="#444">'
                     f'×{ratio:.1f}</text>')
        o.append(f'<text x="{x0 + panel_w / 2}" y="{yb + 56}" text-anchor="middle">policy '
                 'sharpness β; below it the median within-group length ratio (max/min)</text>')
    mid = top + ch * len(noise_levels) / 2
    o.append(f'<text x="16" y="{mid}" transform="rotate(-90 16 {mid})" '
             'text-anchor="middle">critic quality</text>')
    o.append("</svg>")
    return "\n".join(o) + "\n"


def numbers(flag, text, lo, hi):
    try:
        v = [float(x) for x in text.split(",")]
    except ValueError:
        v = []
    if not v or not all(lo <= x <= hi for x in v):
        print(f"{flag} {text}: accepted: comma-separated numbers in [{lo}, {hi}]",
              file=sys.stderr)
        sys.exit(2)
    return v


def main(argv):
    agentrl, out, batches = "build/agentrl", "experiments/results/phase_map", 8
    noise_levels, lambdas = NOISE, LAMBDAS
    i = 0
    while i < len(argv):
        if (argv[i] in ("--agentrl", "--out", "--batches", "--noise", "--lambdas")
                and i + 1 < len(argv)):
            if argv[i] == "--agentrl":
                agentrl = argv[i + 1]
            elif argv[i] == "--out":
                out = argv[i + 1]
            elif argv[i] == "--noise":
                noise_levels = numbers("--noise", argv[i + 1], 0, 1e6)
            elif argv[i] == "--lambdas":
                lambdas = numbers("--lambdas", argv[i + 1], 0, 1)
            else:
                try:
                    batches = int(argv[i + 1])
                except ValueError:
                    batches = 0
                if not 2 <= batches <= 10000:
                    print(f"--batches {argv[i + 1]}: accepted: an integer in [2, 10000]",
                          file=sys.stderr)
                    return 2
            i += 2
        else:
            print(f"{argv[i]}: unknown argument or no value; accepted: --agentrl PATH, "
                  "--out DIR, --batches N, --noise LIST, --lambdas LIST", file=sys.stderr)
            return 2
    if not os.access(agentrl, os.X_OK):
        print(f"--agentrl {agentrl}: not an executable; build it first", file=sys.stderr)
        return 2
    os.makedirs(out, exist_ok=True)
    grid = {}
    with tempfile.TemporaryDirectory() as tmp:
        for lam in lambdas:
            for noise in noise_levels:
                cells, config = run_cell(agentrl, noise, lam, batches, tmp)
                grid[(lam, noise)] = cells
                shutil.copy(config, os.path.join(out, f"config_lam{lam}_noise{noise}.toml"))
                print(f"λ {lam}, critic noise {noise}: " + ", ".join(
                    f"β {c['sharpness']}: {c['difference']:+.3f}" for c in cells), flush=True)
    with open(os.path.join(out, "phase_map.json"), "w") as f:
        json.dump({"batches": batches, "noise_std": noise_levels, "lambda": lambdas,
                   "sharpness": SHARPNESS,
                   "cells": [{"lambda": lam, "noise_std": noise, **c}
                             for (lam, noise), cells in grid.items() for c in cells]}, f, indent=2)
        f.write("\n")
    svg_path = os.path.join(out, "phase_map.svg")
    with open(svg_path, "w") as f:
        f.write(svg(grid, noise_levels, lambdas))
    subprocess.run(["rsvg-convert", "-o", os.path.join(out, "phase_map.png"), svg_path],
                   check=True)
    print(f"wrote {out}/phase_map.json, .svg, .png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
