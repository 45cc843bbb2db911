#!/usr/bin/env bash
# Static instruction counts of the CUDA tile kernels, without a GPU: compiles
# kernels/src/estimators_cuda.cu to an sm_90 cubin and reads each kernel's machine-code size
# from its ELF section (16 bytes per SASS instruction), twice:
#  - full: the kernels as built;
#  - steady: a copy in which the paths a thread takes only at the edges of the data are marked
#    unreachable (a sequence starting inside the thread's 16 tokens, a thread past the end of
#    the data, the scalar-load fallback of the last tile, the one-float-at-a-time store of the
#    last warp), so the count is close to the straight-line path that almost every thread of a
#    large batch runs.
# steady / 16 estimates the instructions a thread issues per token on that path, to set against
# the budget the copy bandwidth leaves (bench/results/gpu/README.md). An estimate, not a bound:
# a loop body counts once however often it runs (the binary search for a thread's sequence, the
# look-back), and code only one lane runs counts in full. The edits are checked: the script
# fails if the code they target has changed.
#   bash bench/gpu/sass_count.sh [all]   (default: the gae/carry instances; all: every instance)
set -euo pipefail
cd "$(dirname "$0")/../.."
NVCC="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/steady"
cp -r core kernels "$tmp/steady/"
python3 - "$tmp/steady" <<'PY'
import sys
root = sys.argv[1]
edits = {
    "kernels/src/tile_scan.cuh": [
        ("    while (first_k > k) Load(seq - 1);", "    if (first_k > k) __builtin_unreachable();"),
        ("    if (k > last) continue;", "    if (k > last) __builtin_unreachable();"),
        ("  return warp_t0 + kStageFloats <= num_tokens && reinterpret_cast<uintptr_t>(dst) % 16 == 0;",
         "  return true;"),
    ],
    "kernels/src/estimators_cuda.cu": [
        ("  if (kVec && t0 + kItems <= b.num_tokens) {", "  if (kVec) {"),
    ],
}
for path, pairs in edits.items():
    f = f"{root}/{path}"
    s = open(f).read()
    for old, new in pairs:
        if s.count(old) != 1:
            sys.exit(f"sass_count.sh: {path} no longer holds {old.strip()!r}; update the script")
        s = s.replace(old, new)
    open(f, "w").write(s)
PY
flags=(-std=c++20 -O3 -arch=sm_90 -ftz=true --expt-relaxed-constexpr -cubin)
"$NVCC" "${flags[@]}" -Icore/include -Ikernels/include kernels/src/estimators_cuda.cu -o "$tmp/full.cubin" &
(cd "$tmp/steady" && "$NVCC" "${flags[@]}" -Icore/include -Ikernels/include \
  kernels/src/estimators_cuda.cu -o "$tmp/steady.cubin") &
wait
python3 - "$tmp/full.cubin" "$tmp/steady.cubin" "${1:-gae}" <<'PY'
import re, subprocess, sys
def sizes(cubin):
    out = subprocess.run(["readelf", "-SW", cubin], capture_output=True, text=True).stdout
    found = {}
    for line in out.splitlines():
        m = re.search(r"\]\s+\.text\.(\S+)\s+\S+\s+\S+\s+\S+\s+([0-9a-f]+)", line)
        if not m:
            continue
        k = re.search(r"Tile(Reduce|Scan)KernelI((?:Lb\dE)+)NS\d_11cuda_detail5ShapeILNS\d_4KindE(\d)"
                      r"ELb(\d)ELb(\d)E+(?:Lb(\d)E)?E*v", m.group(1))
        if not k:
            continue
        flags = [c == "1" for c in re.findall(r"Lb(\d)E", k.group(2))]
        if k.group(1) == "Reduce":
            name = "phase 1"
        elif flags[1]:
            name = "single pass"
        else:
            name = "phase 3"
        name += "" if flags[0] else ", scalar loads"
        shape = {"0": "gae", "1": "returns", "2": "sums"}[k.group(3)]
        shape += "" if shape == "sums" else "/" + ("carry" if k.group(4) == "1" else "zero")
        shape += "/critic" if k.group(5) == "1" else ""
        moments = "yes" if k.group(6) == "1" else "no" if k.group(6) == "0" else "-"
        found[(name, shape, moments)] = int(m.group(2), 16) // 16
    return found
full, steady = sizes(sys.argv[1]), sizes(sys.argv[2])
print("| kernel | shape | moments | SASS, full | SASS, steady | steady per token |")
print("| --- | --- | --- | ---: | ---: | ---: |")
for key in sorted(full):
    if sys.argv[3] != "all" and not key[1].startswith("gae/carry"):
        continue
    print(f"| {key[0]} | {key[1]} | {key[2]} | {full[key]:,} | {steady[key]:,} | {steady[key] / 16:.0f} |")
PY
