"""agentrl's PyTorch operators from Python against what Python RL frameworks run: veRL's and
OpenRLHF's per-timestep GAE loops, and the reverse-cumsum shortcut (valid at γ = λ = 1 only),
all in the same process on the same tensors, one thread.

Inputs are padded float32 [batch, length] with ~75% valid tokens (each row's valid length is
uniform in [length/2, length], right padding with mask 0), sparse rewards, random values; veRL's
mask is int64 (as veRL's response_mask), OpenRLHF's bool (its action_mask).

    PYTHONPATH=build/python /usr/bin/python3 bench/python/bench_ops.py \
        --out bench/results/python/ops_cpu          # writes .json, .md, .svg, .png
    ... --from-json bench/results/python/ops_cpu.json --out ...   # redraw without running

Allocation: every call returns new output tensors, and on this VM a page fault costs several
microseconds, so whether glibc hands a large output fresh mmap'ed pages (faulted in on first
write) or heap pages it used before decides much of a fast call's time, and glibc's dynamic
mmap threshold makes that differ from process to process. The main run therefore fixes it
(GLIBC_TUNABLES below, set by re-running itself: large blocks come from the heap and stay
there, as in a long-running trainer), and a second run in a child process with every block of
128 KiB or more mmap'ed afresh measures the ops and the shortcut with fresh output pages.

Timing: time.perf_counter around single calls after a warm-up call; the median of the
repetitions (each variant repeats until it has run `--min-seconds` or `--max-reps` times, at
least `--min-reps`). The per-timestep loops at the largest sizes take seconds per call, so they
get fewer repetitions; that is what the `reps` column says.
"""

import argparse
import datetime
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python", "tests"))

SIZES = [(1, 32768), (64, 4096), (512, 512), (4096, 512), (256, 8192)]
OVERHEAD_SIZES = [(1, 16), (8, 128), (64, 128)]
GAMMA, LAM = 1.0, 0.95


def make_batch(rows, cols, seed):
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(cols // 2, cols + 1, (rows,), generator=g) if cols > 1 else torch.ones(rows, dtype=torch.long)
    positions = torch.arange(cols).unsqueeze(0)
    mask = (positions < lengths.unsqueeze(1)).to(torch.int64)
    rewards = torch.where(torch.rand(rows, cols, generator=g) < 0.05,
                          torch.randn(rows, cols, generator=g), torch.zeros(rows, cols)) * mask
    rewards[torch.arange(rows), lengths - 1] += 1.0
    values = torch.rand(rows, cols, generator=g) * 2 - 0.5
    return rewards.contiguous(), values.contiguous(), mask


def timed(fn, min_seconds, min_reps, max_reps):
    fn()  # warm-up (first-touch of outputs, thread buffers)
    samples = []
    start = time.perf_counter()
    while len(samples) < max_reps and (len(samples) < min_reps or time.perf_counter() - start < min_seconds):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return samples


def max_abs_diff(a, b):
    return float((a.double() - b.double()).abs().max())


def context():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        rev = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=HERE, capture_output=True,
                             text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "python", "kernels", "bench/python"],
                               cwd=os.path.join(HERE, "..", ".."), capture_output=True, text=True).stdout.strip()
    except OSError:
        rev, dirty = "unknown", ""
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "git_revision": rev + ("+uncommitted" if dirty else ""),
        "cpu": cpu,
        "num_cpus": os.cpu_count(),
        "torch_version": torch.__version__,
        "torch_threads": torch.get_num_threads(),
        "python": platform.python_version(),
        "gamma": GAMMA, "lam": LAM,
        "valid_fraction": "row lengths uniform in [length/2, length] (~75% valid)",
        "glibc_tunables": os.environ.get("GLIBC_TUNABLES", ""),
        "fresh_pages_glibc_tunables": FRESH_PAGES,
    }


REUSE_PAGES = "glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=1073741824"
FRESH_PAGES = "glibc.malloc.mmap_threshold=131072"


def fresh_pages_run(args):
    """The fast variants again in a child process whose large allocations are always fresh
    mmap'ed pages; returns {"RxC": {variant: median_ms}}."""
    cmd = [sys.executable, os.path.abspath(__file__), "--out", "-", "--fresh-child",
           "--threads", str(args.threads), "--min-seconds", str(args.min_seconds)]
    if args.quick:
        cmd.append("--quick")
    env = dict(os.environ, GLIBC_TUNABLES=FRESH_PAGES)
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def run(args):
    import agentrl.openrlhf as O
    import agentrl.verl as V
    import framework_loops as F

    torch.set_num_threads(args.threads)
    results = {"context": context(), "sizes": [], "overhead": []}
    sizes = SIZES if not args.quick else [(1, 2048), (64, 256)]
    for rows, cols in sizes:
        r, v, m = make_batch(rows, cols, seed=rows * 100003 + cols)
        mb = m.bool()
        loop_reps = dict(min_seconds=args.min_seconds, min_reps=1, max_reps=3)
        op_reps = dict(min_seconds=args.min_seconds, min_reps=args.min_reps, max_reps=args.max_reps)
        variants = {} if args.fresh_child else {
            "verl_loop": (lambda: F.verl_gae(r, v, m, GAMMA, LAM), loop_reps),
            "openrlhf_loop": (lambda: F.openrlhf_gae(v, r, mb, GAMMA, LAM), loop_reps)}
        variants.update({
            "agentrl_verl": (lambda: V.compute_gae_advantage_return(r, v, m, GAMMA, LAM), op_reps),
            "agentrl_openrlhf": (lambda: O.get_advantages_and_returns(v, r, mb, GAMMA, LAM), op_reps),
            "reverse_cumsum_g1": (lambda: F.reverse_cumsum_gae(r, v, mb), op_reps),
            "agentrl_openrlhf_g1": (lambda: O.get_advantages_and_returns(v, r, mb, 1.0, 1.0), op_reps),
        })
        entry = {"rows": rows, "cols": cols, "tokens": rows * cols,
                 "valid_tokens": int(m.sum()), "variants": {}}
        for name, (fn, reps) in variants.items():
            samples = timed(fn, **reps)
            entry["variants"][name] = {"median_ms": statistics.median(samples) * 1e3,
                                       "min_ms": min(samples) * 1e3, "reps": len(samples)}
            print(f"{rows}x{cols} {name}: {entry['variants'][name]['median_ms']:.4f} ms "
                  f"({len(samples)} reps)", file=sys.stderr, flush=True)
        if args.fresh_child:
            results["sizes"].append(entry)
            continue
        # Agreement in this run (float32 loops against the ops).
        a, rt = V.compute_gae_advantage_return(r, v, m, GAMMA, LAM)
        la, lr = F.verl_gae(r, v, m, GAMMA, LAM)
        oa, ort = O.get_advantages_and_returns(v, r, mb, 1.0, 1.0)
        ca, cr = F.reverse_cumsum_gae(r, v, mb)
        entry["max_abs_diff"] = {
            "agentrl_verl_vs_verl_loop_fp32": max(max_abs_diff(a, la), max_abs_diff(rt, lr)),
            "agentrl_openrlhf_g1_vs_reverse_cumsum_fp32": max(max_abs_diff(oa, ca), max_abs_diff(ort, cr)),
        }
        results["sizes"].append(entry)
    if args.fresh_child:
        return {f"{e['rows']}x{e['cols']}": {k: v["median_ms"] for k, v in e["variants"].items()}
                for e in results["sizes"]}

    for rows, cols in OVERHEAD_SIZES:
        r, v, m = make_batch(rows, cols, seed=7)
        gae_op = torch.ops.agentrl.verl_compute_gae_advantage_return.default
        calls = {
            "agentrl.verl.compute_gae_advantage_return": lambda: V.compute_gae_advantage_return(r, v, m, GAMMA, LAM),
            "torch.ops.agentrl.verl_compute_gae_advantage_return.default": lambda: gae_op(r, v, m, GAMMA, LAM),
            "baseline: two torch.empty_like": lambda: (torch.empty_like(r), torch.empty_like(r)),
        }
        entry = {"rows": rows, "cols": cols, "calls": {}}
        for name, fn in calls.items():
            for _ in range(200):
                fn()
            per_call = []
            n = 2000 if not args.quick else 200
            for _ in range(15):
                t0 = time.perf_counter()
                for _ in range(n):
                    fn()
                per_call.append((time.perf_counter() - t0) / n)
            entry["calls"][name] = {"median_us": statistics.median(per_call) * 1e6,
                                    "min_us": min(per_call) * 1e6}
            print(f"overhead {rows}x{cols} {name}: {entry['calls'][name]['median_us']:.2f} us",
                  file=sys.stderr, flush=True)
        results["overhead"].append(entry)
    results["fresh_pages"] = fresh_pages_run(args)
    return results


LABELS = {
    "verl_loop": "veRL per-timestep loop (γ=1, λ=0.95, whitened)",
    "agentrl_verl": "agentrl.verl.compute_gae_advantage_return",
    "openrlhf_loop": "OpenRLHF per-timestep loop (γ=1, λ=0.95)",
    "agentrl_openrlhf": "agentrl.openrlhf.get_advantages_and_returns",
    "reverse_cumsum_g1": "reverse-cumsum shortcut (γ=λ=1)",
    "agentrl_openrlhf_g1": "agentrl.openrlhf… at γ=λ=1",
}
COLORS = {"verl_loop": "#d62728", "agentrl_verl": "#1f77b4", "openrlhf_loop": "#ff9896",
          "agentrl_openrlhf": "#aec7e8", "reverse_cumsum_g1": "#7f7f7f", "agentrl_openrlhf_g1": "#2ca02c"}


def markdown(res):
    c = res["context"]
    lines = [
        "# agentrl's PyTorch operators against the Python per-timestep loops (CPU)",
        "",
        f"Run {c['date']} at `{c['git_revision']}`: {c['cpu']}, {c['num_cpus']} CPUs, PyTorch "
        f"{c['torch_version']} (Debian python3-torch), {c['torch_threads']} thread, Python {c['python']}. "
        f"Padded float32 inputs, {c['valid_fraction']}. Median wall time per call in ms "
        "(`reps` calls); speed-ups are within this run.",
        "",
        "| batch × length | veRL loop | agentrl.verl | × | OpenRLHF loop | agentrl.openrlhf | × "
        "| reverse cumsum (γ=λ=1) | agentrl (γ=λ=1) | × |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for e in res["sizes"]:
        t = {k: v["median_ms"] for k, v in e["variants"].items()}
        n = {k: v["reps"] for k, v in e["variants"].items()}

        def cell(k):
            return f"{t[k]:.4g} ({n[k]})"
        lines.append(
            f"| {e['rows']}×{e['cols']} | {cell('verl_loop')} | {cell('agentrl_verl')} | "
            f"{t['verl_loop'] / t['agentrl_verl']:,.0f}× | {cell('openrlhf_loop')} | {cell('agentrl_openrlhf')} | "
            f"{t['openrlhf_loop'] / t['agentrl_openrlhf']:,.0f}× | {cell('reverse_cumsum_g1')} | "
            f"{cell('agentrl_openrlhf_g1')} | {t['reverse_cumsum_g1'] / t['agentrl_openrlhf_g1']:.1f}× |")
    lines += ["", "Largest |difference| in this run (float32 loops against the ops; the ops carry "
              "in fp64, so this is mostly the loops' float32 rounding):", "",
              "| batch × length | agentrl.verl vs veRL loop | agentrl γ=λ=1 vs reverse cumsum |",
              "|---|---:|---:|"]
    for e in res["sizes"]:
        d = e["max_abs_diff"]
        lines.append(f"| {e['rows']}×{e['cols']} | {d['agentrl_verl_vs_verl_loop_fp32']:.2e} | "
                     f"{d['agentrl_openrlhf_g1_vs_reverse_cumsum_fp32']:.2e} |")
    fresh = res.get("fresh_pages", {})
    if fresh:
        lines += ["", "The same calls when every output comes on fresh mmap'ed pages (a child process "
                  f"with `GLIBC_TUNABLES={res['context']['fresh_pages_glibc_tunables']}`): page faults, "
                  "several µs each on this VM, then dominate a fast call. Median ms:", "",
                  "| batch × length | agentrl.verl | agentrl.openrlhf | reverse cumsum (γ=λ=1) "
                  "| agentrl (γ=λ=1) | × |", "|---|---:|---:|---:|---:|---:|"]
        for key, t in fresh.items():
            lines.append(f"| {key.replace('x', '×')} | {t['agentrl_verl']:.4g} | {t['agentrl_openrlhf']:.4g} | "
                         f"{t['reverse_cumsum_g1']:.4g} | {t['agentrl_openrlhf_g1']:.4g} | "
                         f"{t['reverse_cumsum_g1'] / t['agentrl_openrlhf_g1']:.1f}× |")
    lines += ["", "Call overhead from Python (median µs per call, the whole call including the scan "
              "of the batch; 15 batches of 2000 calls):", "",
              "| batch × length | " + " | ".join(f"`{k}`" for k in res["overhead"][0]["calls"]) + " |",
              "|---|" + "---:|" * len(res["overhead"][0]["calls"])]
    for e in res["overhead"]:
        lines.append(f"| {e['rows']}×{e['cols']} | " +
                     " | ".join(f"{v['median_us']:.2f}" for v in e["calls"].values()) + " |")
    return "\n".join(lines) + "\n"


def svg(res):
    names = list(LABELS)
    sizes = res["sizes"]
    w, h, left, top, bottom = 900, 420, 70, 30, 110
    plot_w, plot_h = w - left - 20, h - top - bottom
    vals = [e["variants"][k]["median_ms"] for e in sizes for k in names]
    lo = 10 ** math.floor(math.log10(min(vals)))
    hi = 10 ** math.ceil(math.log10(max(vals)))
    span = math.log10(hi) - math.log10(lo)

    def y(ms):
        return top + plot_h * (1 - (math.log10(ms) - math.log10(lo)) / span)

    group_w = plot_w / len(sizes)
    bar_w = group_w * 0.8 / len(names)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{w / 2}" y="18" text-anchor="middle" font-size="14">GAE from Python, one thread: '
           'ms per call (log scale)</text>']
    decade = lo
    while decade <= hi * 1.0001:
        yy = y(decade)
        out.append(f'<line x1="{left}" x2="{w - 20}" y1="{yy:.1f}" y2="{yy:.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{left - 6}" y="{yy + 4:.1f}" text-anchor="end">{decade:g}</text>')
        decade *= 10
    for gi, e in enumerate(sizes):
        x0 = left + gi * group_w + group_w * 0.1
        for k, name in enumerate(names):
            ms = e["variants"][name]["median_ms"]
            x = x0 + k * bar_w
            out.append(f'<rect x="{x:.1f}" y="{y(ms):.1f}" width="{bar_w - 1:.1f}" '
                       f'height="{top + plot_h - y(ms):.1f}" fill="{COLORS[name]}"><title>{LABELS[name]}: '
                       f'{ms:.4g} ms</title></rect>')
        out.append(f'<text x="{x0 + group_w * 0.4:.1f}" y="{top + plot_h + 16}" text-anchor="middle">'
                   f'{e["rows"]}×{e["cols"]}</text>')
    out.append(f'<line x1="{left}" x2="{left}" y1="{top}" y2="{top + plot_h}" stroke="black"/>')
    out.append(f'<text x="16" y="{top + plot_h / 2}" transform="rotate(-90 16 {top + plot_h / 2})" '
               'text-anchor="middle">ms per call</text>')
    for k, name in enumerate(names):
        lx, ly = left + (k % 2) * 420, top + plot_h + 40 + (k // 2) * 20
        out.append(f'<rect x="{lx}" y="{ly - 10}" width="12" height="12" fill="{COLORS[name]}"/>')
        out.append(f'<text x="{lx + 18}" y="{ly}">{LABELS[name]}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", required=True, help="path prefix: writes PREFIX.json/.md/.svg/.png")
    p.add_argument("--from-json", help="redraw the table and plot from a saved run")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--min-seconds", type=float, default=1.0)
    p.add_argument("--min-reps", type=int, default=5)
    p.add_argument("--max-reps", type=int, default=200)
    p.add_argument("--quick", action="store_true", help="small sizes only (a smoke run)")
    p.add_argument("--fresh-child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.fresh_child:
        print(json.dumps(run(args)))
        return
    if not args.from_json and os.environ.get("GLIBC_TUNABLES") != REUSE_PAGES:
        env = dict(os.environ, GLIBC_TUNABLES=REUSE_PAGES)
        os.execve(sys.executable, [sys.executable, os.path.abspath(__file__)] + sys.argv[1:], env)
    if args.from_json:
        with open(args.from_json) as f:
            res = json.load(f)
    else:
        res = run(args)
        with open(args.out + ".json", "w") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    with open(args.out + ".md", "w") as f:
        f.write(markdown(res))
    with open(args.out + ".svg", "w") as f:
        f.write(svg(res))
    try:
        subprocess.run(["rsvg-convert", "-o", args.out + ".png", args.out + ".svg"], check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"no PNG ({e}); the SVG is written", file=sys.stderr)


if __name__ == "__main__":
    main()
