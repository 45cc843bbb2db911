#!/usr/bin/env bash
# A/B timing of two versions of the fast CPU path in one process.
#
#   bash bench/ab/run.sh A_REV [B_REV] -- SEQUENCES LENGTH LAMBDA THREADS PAIRS [KIND [LANES]]
#
# A_REV and B_REV are git revisions (B_REV defaults to the working tree). The kernels sources
# of each (the fast CPU path and the three files it links with) are compiled into one binary,
# each side in its own namespace, and calls alternate ABBA. On the noisy development VM this
# resolves differences of a few percent that separate runs of two builds cannot (see
# bench/README.md). The two slots differ (code addresses, buffer placement), and an A/A run shows
# that this alone moves the ratio by up to ~10%, differently per shape; so a second binary has
# the two revisions in swapped slots, both run, and the last line combines them:
# sqrt(r1 / r2) of the two runs' B/A ratios (r2 measures A_REV over B_REV), in which it cancels.
# Needs a configured build (build/core/libagentrl_core.a) for the core library, which both sides
# share. Example, 16x128k on two threads, HEAD~1 against the working tree:
#
#   bash bench/ab/run.sh HEAD~1 -- 16 131072 0.95 2 300
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
usage() { sed -n '4p' "$0" >&2; exit 2; }
[[ $# -ge 2 ]] || usage
a_rev="$1"; shift
b_rev=""
if [[ "$1" != "--" ]]; then b_rev="$1"; shift; fi
[[ "${1:-}" == "--" ]] || usage
shift
core="$root/build/core/libagentrl_core.a"
[[ -f "$core" ]] || { echo "run.sh: $core missing: build first (bash scripts/build.sh)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The fast CPU path's sources of a tree: kernels/src/cpu/*.cc since the split by family,
# kernels/src/estimators_cpu.cc before it; and the three files it links with.
sources_of() {
  local tree="$1" cpu=()
  if [[ -d "$tree/kernels/src/cpu" ]]; then
    cpu=($(cd "$tree" && ls kernels/src/cpu/*.cc))
  else
    cpu=(kernels/src/estimators_cpu.cc)
  fi
  echo "${cpu[@]}" kernels/src/estimator_names.cc kernels/src/packed_batch.cc kernels/src/random_batch.cc
}
flags=(-std=c++20 -O3 -DNDEBUG -march=x86-64-v3 -w -I"$root/core/include")
echo "A = ${a_rev}, B = ${b_rev:-working tree}" >&2
# Each revision's sources, extracted once.
for side in A B; do
  rev="$a_rev"; [[ $side == B ]] && rev="$b_rev"
  tree="$work/tree-$side"
  mkdir -p "$tree/kernels/src" "$tree/kernels/include"
  if [[ -z "$rev" ]]; then
    cp -r "$root/kernels/src/." "$tree/kernels/src/"
    cp -r "$root/kernels/include/." "$tree/kernels/include/"
  else
    git -C "$root" archive "$rev" kernels/src kernels/include | tar -x -C "$tree"
  fi
done
# Binary "ab": tree A in slot A, tree B in slot B; "ab_swapped": the other way round.
pids=()
for binary in ab ab_swapped; do
  for slot in A B; do
    tree="$work/tree-$slot"
    if [[ $binary == ab_swapped ]]; then
      [[ $slot == A ]] && tree="$work/tree-B" || tree="$work/tree-A"
    fi
    mkdir -p "$work/$binary"
    for src in $(sources_of "$tree") bench/ab/ab_variant.cc; do
      file="$tree/$src"; [[ $src == bench/* ]] && file="$root/$src"
      g++ "${flags[@]}" -I"$tree/kernels/src" -I"$tree/kernels/include" -Dkernels="kernels_$slot" \
        -DAB_SIDE="$slot" -c "$file" -o "$work/$binary/$slot-$(basename "$src" .cc).o" &
      pids+=($!)
    done
  done
done
for pid in "${pids[@]}"; do wait "$pid" || { echo "run.sh: a compile failed" >&2; exit 1; }; done
for binary in ab ab_swapped; do
  g++ -O2 "$root/bench/ab/ab_main.cc" "$work/$binary"/*.o "$core" -lpthread -o "$work/$binary/run"
done
first="$("$work/ab/run" "$@")"
echo "$first"
second="$("$work/ab_swapped/run" "$@")"
echo "slots swapped (A = ${b_rev:-working tree}, B = ${a_rev}): $second"
ratio() { sed -n 's/.*B\/A median \([0-9.]*\).*/\1/p' <<<"$1"; }
awk -v x="$(ratio "$first")" -v y="$(ratio "$second")" \
  'BEGIN { printf "B/A with the slots'"'"' bias cancelled: %.3f\n", sqrt(x / y) }'
