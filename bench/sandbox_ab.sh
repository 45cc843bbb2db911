#!/usr/bin/env bash
# Sandbox start-up cost of two builds, measured in one run: the two builds' sandbox benchmarks
# (each with its own init helper, found next to its binary) run alternately, ROUNDS times each,
# on a bare `python3 -c pass` and the same in the sandbox (and /bin/true). The summary gives, per
# build, the median over rounds of each benchmark's mean latency and the sandbox's added latency
# (sandboxed minus bare), and the ratio B/A of that added latency.
#
#   bash bench/sandbox_ab.sh A_BENCH B_BENCH [ROUNDS] [OUT.json]
#
# e.g. A = a build of the base commit (git worktree add /tmp/base BASE; configure; build the
# target agentrl_bench_sandbox there), B = ./build/bench/agentrl_bench_sandbox.
set -euo pipefail
a=${1:?usage: sandbox_ab.sh A_BENCH B_BENCH [ROUNDS] [OUT.json]}
b=${2:?usage: sandbox_ab.sh A_BENCH B_BENCH [ROUNDS] [OUT.json]}
rounds=${3:-5}
out=${4:-sandbox_ab.json}
for bin in "$a" "$b"; do
  [ -x "$bin" ] || { echo "sandbox_ab: $bin is not an executable" >&2; exit 2; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
filter='BM_(Bare|Exec)(True|Python)'
for r in $(seq 1 "$rounds"); do
  # Alternate which build goes first, so drift over the run falls on both alike.
  if (( r % 2 )); then order=(A B); else order=(B A); fi
  for which in "${order[@]}"; do
    bin=$a; [ "$which" = B ] && bin=$b
    echo "sandbox_ab: round $r/$rounds, build $which" >&2
    AGENTRL_SOURCE_DIR=${AGENTRL_SOURCE_DIR:-$PWD} "$bin" --benchmark_filter="$filter" \
      --benchmark_min_time=1 --benchmark_format=json >"$tmp/$which-$r.json" 2>/dev/null
  done
done
/usr/bin/python3 - "$tmp" "$rounds" "$out" "$a" "$b" <<'EOF'
import json, statistics, sys
tmp, rounds, out, a_bin, b_bin = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
per = {"A": {}, "B": {}}
for which in per:
    for r in range(1, rounds + 1):
        for bm in json.load(open(f"{tmp}/{which}-{r}.json"))["benchmarks"]:
            if bm.get("error_occurred"):
                sys.exit(f"sandbox_ab: {which} {bm['name']}: {bm.get('error_message')}")
            name = "/".join(part for part in bm["name"].split("/") if not part.startswith("min_time:"))
            per[which].setdefault(name, []).append(bm["real_time"] * {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[bm["time_unit"]])
med = {w: {n: statistics.median(v) for n, v in d.items()} for w, d in per.items()}
rows = []
for prog, bare in (("True", "BM_BareTrue/real_time"), ("Python", "BM_BarePython/real_time")):
    for audit in (0, 1):
        name = f"BM_Exec{prog}/audit:{audit}/real_time"
        added = {w: med[w][name] - med[w][bare] for w in med}
        rows.append({"sandboxed": name, "bare": bare,
                     "A_ms": med["A"][name], "B_ms": med["B"][name],
                     "A_bare_ms": med["A"][bare], "B_bare_ms": med["B"][bare],
                     "A_added_ms": added["A"], "B_added_ms": added["B"],
                     "added_B_over_A": added["B"] / added["A"]})
json.dump({"rounds": rounds, "A": a_bin, "B": b_bin, "per_round_ms": per, "rows": rows},
          open(out, "w"), indent=1)
# A bar chart of the added latency, A against B, per benchmark (SVG; PNG where rsvg-convert is).
W, H, left, top, bottom = 640, 300, 70, 30, 70
peak = max(max(r["A_added_ms"], r["B_added_ms"]) for r in rows) * 1.15
slot = (W - left - 20) / len(rows)
svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="DejaVu Sans" font-size="11">',
       f'<rect width="{W}" height="{H}" fill="white"/>',
       f'<text x="{W / 2}" y="18" text-anchor="middle" font-size="13">Sandbox start-up added over a bare process (median of {rounds} rounds)</text>']
y0 = H - bottom
for k in range(5):
    v = peak * k / 4
    y = y0 - (y0 - top) * k / 4
    svg.append(f'<line x1="{left}" x2="{W - 20}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
    svg.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{v:.3g} ms</text>')
for i, r in enumerate(rows):
    x = left + i * slot
    for j, (key, colour) in enumerate((("A_added_ms", "#1f77b4"), ("B_added_ms", "#ff7f0e"))):
        h = (y0 - top) * r[key] / peak
        svg.append(f'<rect x="{x + slot * (0.15 + 0.35 * j):.1f}" y="{y0 - h:.1f}" width="{slot * 0.33:.1f}" height="{h:.1f}" fill="{colour}"/>')
    label = r["sandboxed"].replace("BM_Exec", "").replace("/real_time", "")
    svg.append(f'<text x="{x + slot / 2:.1f}" y="{y0 + 16}" text-anchor="middle">{label}</text>')
    svg.append(f'<text x="{x + slot / 2:.1f}" y="{y0 + 30}" text-anchor="middle">B/A {r["added_B_over_A"]:.2f}</text>')
svg.append(f'<rect x="{left}" y="{H - 22}" width="10" height="10" fill="#1f77b4"/><text x="{left + 14}" y="{H - 13}">A (before)</text>')
svg.append(f'<rect x="{left + 110}" y="{H - 22}" width="10" height="10" fill="#ff7f0e"/><text x="{left + 124}" y="{H - 13}">B (after)</text>')
svg.append("</svg>")
svg_path = out.rsplit(".", 1)[0] + ".svg"
open(svg_path, "w").write("\n".join(svg) + "\n")
print(f"{'benchmark':34} {'A ms':>7} {'B ms':>7} {'A added':>8} {'B added':>8} {'B/A added':>9}")
for r in rows:
    print(f"{r['sandboxed']:34} {r['A_ms']:7.2f} {r['B_ms']:7.2f} {r['A_added_ms']:8.2f} "
          f"{r['B_added_ms']:8.2f} {r['added_B_over_A']:9.3f}")
EOF
svg=${out%.*}.svg
if command -v rsvg-convert >/dev/null; then rsvg-convert -o "${out%.*}.png" "$svg"; fi
