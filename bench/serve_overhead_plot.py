#!/usr/bin/env python3
"""Plot pooled /v1/reward overhead estimates side by side, against the 2 ms target.

Usage: /usr/bin/python3 bench/serve_overhead_plot.py LABEL=POOLED.json [LABEL=POOLED.json ...] --out STEM

Each POOLED.json is what bench/serve_overhead_pool.py --json wrote. For each of its four
estimates (P50 difference, median of per-pair differences, beyond the sandbox, the sandbox's own
P50 difference) the plot shows every labelled pool's point and 95% interval on one row, with the
target as a dashed line. Writes STEM.svg, and STEM.png when rsvg-convert is present (Debian's
librsvg2-bin, which scripts/install-deps.sh installs). Exit code 2 on a bad argument or file.
"""
import html
import json
import shutil
import subprocess
import sys

METRICS = [
    ("added_p50_ms", "P50 difference (server - in process)"),
    ("median_of_differences_ms", "median of per-pair differences"),
    ("beyond_sandbox_p50_ms", "beyond the sandbox (P50 of latency - sandbox time)"),
    ("sandbox_p50_diff_ms", "the sandbox's own P50 difference"),
]
COLOURS = ["#7f7f7f", "#1f77b4", "#d62728", "#2ca02c", "#9467bd"]
TARGET_MS = 2.0


def load(arg):
    if "=" not in arg:
        raise ValueError(f"{arg}: expected LABEL=POOLED.json")
    label, path = arg.split("=", 1)
    try:
        with open(path) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise ValueError(f"{path}: {e}") from None
    for key, _ in METRICS:
        ci = doc.get(key.replace("_ms", "_ci95_ms"))
        if not isinstance(doc.get(key), (int, float)) or not isinstance(ci, list) or len(ci) != 2:
            raise ValueError(f"{path}: {key} and its 95% interval are required (the output of "
                             "bench/serve_overhead_pool.py --json)")
    return label, doc


def svg(groups):
    width, left, right, top, row_h = 900, 330, 40, 50, 22
    values = [v for _, d in groups for k, _ in METRICS for v in [d[k], *d[k.replace("_ms", "_ci95_ms")]]]
    lo, hi = min(min(values), 0.0), max(max(values), TARGET_MS)
    lo, hi = lo - 0.1 * (hi - lo), hi + 0.1 * (hi - lo)
    block = row_h * len(groups) + 18
    height = top + block * len(METRICS) + 60

    def x(v):
        return left + (v - lo) / (hi - lo) * (width - left - right)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2}" y="22" text-anchor="middle" font-size="15">/v1/reward: what the '
           f'server adds at C = 1, pooled pairs, 95% intervals (ms)</text>']
    tick = 0.5 if hi - lo < 8 else 1.0
    t = tick * int(lo / tick)
    bottom = top + block * len(METRICS)
    while t <= hi:
        if t >= lo:
            out.append(f'<line x1="{x(t):.1f}" y1="{top}" x2="{x(t):.1f}" y2="{bottom}" stroke="#e5e5e5"/>')
            out.append(f'<text x="{x(t):.1f}" y="{bottom + 16}" text-anchor="middle">{t:g}</text>')
        t += tick
    out.append(f'<line x1="{x(0):.1f}" y1="{top}" x2="{x(0):.1f}" y2="{bottom}" stroke="#999"/>')
    out.append(f'<line x1="{x(TARGET_MS):.1f}" y1="{top}" x2="{x(TARGET_MS):.1f}" y2="{bottom}" '
               'stroke="#333" stroke-dasharray="6,4"/>')
    out.append(f'<text x="{x(TARGET_MS) + 4:.1f}" y="{top - 4}">target 2 ms</text>')
    y = top
    for key, title in METRICS:
        out.append(f'<text x="10" y="{y + 13}" font-weight="bold">{html.escape(title)}</text>')
        for i, (label, d) in enumerate(groups):
            cy = y + 18 + i * row_h + row_h / 2
            c = COLOURS[i % len(COLOURS)]
            a, b = d[key.replace("_ms", "_ci95_ms")]
            out.append(f'<text x="20" y="{cy + 4:.1f}">{html.escape(label)} '
                       f'({d.get("pairs", "?")} pairs): {d[key]:.2f} [{a:.2f}, {b:.2f}]</text>')
            out.append(f'<line x1="{x(a):.1f}" y1="{cy:.1f}" x2="{x(b):.1f}" y2="{cy:.1f}" '
                       f'stroke="{c}" stroke-width="2"/>')
            out.append(f'<circle cx="{x(d[key]):.1f}" cy="{cy:.1f}" r="4" fill="{c}"/>')
        y += block
    out.append(f'<text x="{(left + width - right) / 2}" y="{bottom + 36}" text-anchor="middle">ms'
               '</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    args = argv[1:]
    if "--out" not in args or args.index("--out") + 1 >= len(args):
        print(__doc__, file=sys.stderr)
        return 2
    k = args.index("--out")
    stem = args[k + 1]
    args = args[:k] + args[k + 2:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        groups = [load(a) for a in args]
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    with open(stem + ".svg", "w") as f:
        f.write(svg(groups))
    if shutil.which("rsvg-convert"):
        subprocess.run(["rsvg-convert", "-o", stem + ".png", stem + ".svg"], check=True)
    print(f"wrote {stem}.svg" + (" and .png" if shutil.which("rsvg-convert") else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
