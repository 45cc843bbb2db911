#!/usr/bin/env python3
"""Where are GRPO's advantages better, and where a critic's? A phase map from the simulator's
exact advantages, no training (issue 45, the cheap axes).

Usage: /usr/bin/python3 experiments/phase_map.py [--agentrl build/agentrl]
       [--out experiments/results/phase_map] [--batches 8] [--noise 0,0.05,0.1,0.2,0.4]
       [--lambdas 0.95,1.0] [--axes all|give_up,guess,progress,hard_weight,progress_reward]

For every critic noise level (critic.noise_std: the critic is the exact values plus Gaussian
noise of that standard deviation; 0 = the oracle) and GAE lambda (advantages.lam), it runs
`agentrl sim evaluate` over policy sharpnesses (evaluate.sharpness: the less sharp the policy,
the more early give-ups and guesses sit beside long solves, i.e. the wider the within-group
length spread) with the estimators gae (with that critic) and grpo, and reads the per-turn
Spearman correlation of each estimator's advantages with the exact ones. The map shows
Spearman(gae) - Spearman(grpo) per cell: positive where the critic's advantages are better.
Writes OUT/phase_map.json (every cell with both correlations and their 95% intervals),
OUT/phase_map.svg and .png (rsvg-convert), OUT/config_lam*_noise*.toml (each resolved config).
With --axes, the map's other axes instead: each turn-structure factor alone (the give_up and
guess logit offsets, every tier's p_progress, the tier mix, the share of the reward paid as work
is done; AXES below) at sharpness 1, crossed with the same critic noise and λ, into
OUT/phase_axes.json, .svg, .png and OUT/phase_axes_configs.json.gz (every run's resolved
config, keyed "AXIS=VALUE lam=λ noise=σ").
Exit code 2 on bad arguments, 1 when a run fails.
"""
import csv
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile

NOISE = [0.0, 0.05, 0.1, 0.2, 0.4]
LAMBDAS = [0.95, 1.0]
SHARPNESS = [0.25, 0.5, 1.0, 2.0, 4.0]
# The turn-structure factors, one at a time at sharpness AXES_SHARPNESS (--axes): name ->
# (what it sets, its values, what the figure shows under each column).
# p_progress's defaults per tier (sim/include/agentrl/sim/sim_config.h): the "progress" axis
# scales them; the lower, the more edits a unit takes and the more turn counts spread.
P_PROGRESS = {"easy": 0.7, "medium": 0.5, "hard": 0.35}
AXES = {
    "give_up": ("evaluate.give_up_logit: offset on give_up's logit", [-2.0, 0.0, 1.0, 2.0, 3.0],
                "give_up_rate", "give-up rate"),
    "guess": ("evaluate.guess_logit: offset on guess's logit (early exit)",
              [-2.0, 0.0, 1.0, 2.0, 3.0], "guess_rate", "guess rate"),
    "progress": ("sim.*.p_progress × value: every tier's p_progress scaled (lower: more "
                 "turns, wider turn-count spread)",
                 [0.5, 0.7, 1.0, 1.2, 1.4], "mean_turns", "mean turns"),
    "hard_weight": ("sim.hard.weight: the tier mix (easy 2, medium 1)", [0.0, 0.5, 1.0, 2.0, 4.0],
                    "mean_turns", "mean turns"),
    "progress_reward": ("sim.progress_reward: share of the reward paid as work is done",
                        [0.0, 0.1, 0.25, 0.5, 0.9], "mean_return", "mean return"),
}
AXES_SHARPNESS = 1.0


def toml_value(v):
    return "[" + ", ".join(toml_value(x) for x in v) + "]" if isinstance(v, list) else (
        f'"{v}"' if isinstance(v, str) else repr(v))


def config_text(noise, lam, batches, sharpness, axis=None, value=None):
    """The `sim evaluate` config of one run: GAE with the exact values plus noise σ = noise
    against GRPO, at the given sharpnesses; `axis` = `value` set on top (AXES)."""
    sim = {"token_budget": 4096, "gamma": 1.0, "decay": "carry"}
    tiers, evaluate = {}, {}
    if axis == "give_up":
        evaluate["give_up_logit"] = value
    elif axis == "guess":
        evaluate["guess_logit"] = value
    elif axis == "progress":
        tiers = {t: {"p_progress": round(p * value, 6)} for t, p in P_PROGRESS.items()}
    elif axis == "hard_weight":
        tiers = {"hard": {"weight": value}}
    elif axis == "progress_reward":
        sim["progress_reward"] = value
    sections = [
        ("run", {"name": "pm", "seed": 11}),
        ("sample", {"tasks": 32, "group_size": 8}),
        ("sim", sim),
        *((f"sim.{t}", kv) for t, kv in tiers.items()),
        ("critic", {"kind": "noisy", "noise_std": noise}),
        ("advantages", {"gamma": 1.0, "lam": lam}),
        ("evaluate", {"estimators": ["gae", "grpo"], "critics": ["noisy"],
                      "sharpness": list(sharpness), "batches": batches, **evaluate}),
    ]
    return "".join(f"[{name}]\n" + "".join(f"{k} = {toml_value(v)}\n" for k, v in kv.items())
                   for name, kv in sections)


def run_cell(agentrl, noise, lam, batches, tmp, sharpness=None, axis=None, value=None):
    """One `sim evaluate` run; its cells (one per sharpness) and its resolved config's path."""
    sharpness = SHARPNESS if sharpness is None else sharpness
    tag = f"lam{lam}_noise{noise}" + (f"_{axis}{value}" if axis else "")
    cfg = os.path.join(tmp, f"{tag}.toml")
    with open(cfg, "w") as f:
        f.write(config_text(noise, lam, batches, sharpness, axis, value))
    out = os.path.join(tmp, f"out_{tag}")
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
    for s in sharpness:
        g, p = rows[(s, "gae")], rows[(s, "grpo")]
        cells.append({"sharpness": s, "median_range_ratio": float(g["median_range_ratio"]),
                      **{k: float(g[k]) for k in ("give_up_rate", "guess_rate", "mean_turns",
                                                  "mean_return")},
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


def cell_svg(c, x, y, cw, ch):
    """One cell: its colour and difference, bold where the two 95% intervals do not overlap."""
    sep = abs(c["difference"]) > c["gae_ci95"] + c["grpo_ci95"]
    weight = ' font-weight="bold"' if sep else ""
    return [f'<rect x="{x}" y="{y}" width="{cw}" height="{ch}" '
            f'fill="{colour(c["difference"])}" stroke="white"/>',
            f'<text x="{x + cw / 2}" y="{y + ch / 2 + 4}" text-anchor="middle"'
            f'{weight}>{c["difference"]:+.2f}</text>']


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
                o += cell_svg(c, x0 + si * cw, y, cw, ch)
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


def axes_svg(grid, noise_levels, lambdas, axes):
    """One panel per (λ, axis): rows critic quality, columns the axis's values."""
    cw, ch, left, top, gap, below = 68, 34, 120, 100, 40, 92
    panel_w = {a: cw * len(AXES[a][1]) for a in axes}
    width = left + sum(panel_w.values()) + gap * (len(axes) - 1) + 20
    panel_h = ch * len(noise_levels) + below
    height = top + len(lambdas) * panel_h + 10
    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
         f'font-family="DejaVu Sans, sans-serif" font-size="11">',
         f'<rect width="{width}" height="{height}" fill="white"/>',
         f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="15">Spearman(GAE with '
         'a noisy critic) − Spearman(GRPO), one turn-structure factor at a time (policy sharpness '
         f'β = {AXES_SHARPNESS})</text>',
         f'<text x="{width / 2}" y="42" text-anchor="middle" fill="#444">blue: the critic\'s '
         'advantages are better; orange: GRPO\'s; bold: the 95% intervals do not overlap</text>',
         f'<text x="{width / 2}" y="58" text-anchor="middle" fill="#444">under each column: the '
         'factor\'s value, the median within-group length ratio (max/min) and what the factor '
         'moves</text>']
    for li, lam in enumerate(lambdas):
        y0 = top + li * panel_h
        x0 = left
        for axis in axes:
            label, values, measure, short = AXES[axis]
            o.append(f'<text x="{x0 + panel_w[axis] / 2}" y="{y0 - 8}" text-anchor="middle" '
                     f'font-weight="bold">{axis} (λ = {lam})</text>')
            for ni, noise in enumerate(noise_levels):
                y = y0 + ni * ch
                if axis == axes[0]:
                    o.append(f'<text x="{left - 8}" y="{y + ch / 2 + 4}" text-anchor="end">'
                             f'{"oracle" if noise == 0 else f"noise σ {noise}"}</text>')
                for vi, c in enumerate(grid[(lam, noise, axis)]):
                    o += cell_svg(c, x0 + vi * cw, y, cw, ch)
            yb = y0 + len(noise_levels) * ch
            for vi, c in enumerate(grid[(lam, noise_levels[0], axis)]):
                x = x0 + vi * cw + cw / 2
                o.append(f'<text x="{x}" y="{yb + 15}" text-anchor="middle">{c["value"]:g}</text>')
                o.append(f'<text x="{x}" y="{yb + 29}" text-anchor="middle" fill="#444">'
                         f'×{c["median_range_ratio"]:.1f}</text>')
                o.append(f'<text x="{x}" y="{yb + 43}" text-anchor="middle" fill="#444">'
                         f'{c[measure]:.2f}</text>')
            o.append(f'<text x="{x0 + panel_w[axis] / 2}" y="{yb + 62}" text-anchor="middle" '
                     f'font-size="10">{label.split(":")[0]}; ×ratio; {short}</text>')
            x0 += panel_w[axis] + gap
    mid = top + len(lambdas) * panel_h / 2
    o.append(f'<text x="16" y="{mid}" transform="rotate(-90 16 {mid})" '
             'text-anchor="middle">critic quality</text>')
    o.append("</svg>")
    return "\n".join(o) + "\n"


def run_axes(agentrl, out, batches, noise_levels, lambdas, axes):
    """The turn-structure factors one at a time: OUT/phase_axes.json, .svg, .png and every
    run's resolved config in OUT/phase_axes_configs.json.gz."""
    grid, configs = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for lam in lambdas:
            for axis in axes:
                for noise in noise_levels:
                    cells = []
                    for value in AXES[axis][1]:
                        (cell,), config = run_cell(agentrl, noise, lam, batches, tmp,
                                                   [AXES_SHARPNESS], axis, value)
                        cells.append({"axis": axis, "value": value, **cell})
                        with open(config) as f:
                            configs[f"{axis}={value} lam={lam} noise={noise}"] = f.read()
                    grid[(lam, noise, axis)] = cells
                    print(f"λ {lam}, {axis}, critic noise {noise}: " + ", ".join(
                        f"{c['value']:g}: {c['difference']:+.3f}" for c in cells), flush=True)
    with open(os.path.join(out, "phase_axes.json"), "w") as f:
        json.dump({"batches": batches, "sharpness": AXES_SHARPNESS, "noise_std": noise_levels,
                   "lambda": lambdas,
                   "axes": {a: {"sets": AXES[a][0], "values": AXES[a][1]} for a in axes},
                   "cells": [{"lambda": lam, "noise_std": noise, **c}
                             for (lam, noise, _), cells in grid.items() for c in cells]},
                  f, indent=2)
        f.write("\n")
    # 250 resolved configs of ~27 kB that differ in a few lines: gzip keeps them at ~60 kB.
    with gzip.open(os.path.join(out, "phase_axes_configs.json.gz"), "wt") as f:
        json.dump(configs, f, indent=1)
        f.write("\n")
    svg_path = os.path.join(out, "phase_axes.svg")
    with open(svg_path, "w") as f:
        f.write(axes_svg(grid, noise_levels, lambdas, axes))
    subprocess.run(["rsvg-convert", "-o", os.path.join(out, "phase_axes.png"), svg_path],
                   check=True)
    print(f"wrote {out}/phase_axes.json, .svg, .png, phase_axes_configs.json.gz")
    return 0


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
    noise_levels, lambdas, axes = NOISE, LAMBDAS, None
    i = 0
    while i < len(argv):
        if (argv[i] in ("--agentrl", "--out", "--batches", "--noise", "--lambdas", "--axes")
                and i + 1 < len(argv)):
            if argv[i] == "--axes":
                axes = list(AXES) if argv[i + 1] == "all" else argv[i + 1].split(",")
                if not axes or any(a not in AXES for a in axes):
                    print(f"--axes {argv[i + 1]}: accepted: all, or a comma-separated list of "
                          + ", ".join(AXES), file=sys.stderr)
                    return 2
            elif argv[i] == "--agentrl":
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
                  "--out DIR, --batches N, --noise LIST, --lambdas LIST, --axes LIST",
                  file=sys.stderr)
            return 2
    if not os.access(agentrl, os.X_OK):
        print(f"--agentrl {agentrl}: not an executable; build it first", file=sys.stderr)
        return 2
    os.makedirs(out, exist_ok=True)
    if axes:
        return run_axes(agentrl, out, batches, noise_levels, lambdas, axes)
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
