#!/usr/bin/env bash
# GPU check for the CUDA estimators, for a machine with a GPU, nvcc and a C++20 host compiler
# but no package registry: builds the kernel core and the driver with nvcc alone (no CMake
# dependencies), records ptxas register/spill use, validates CUDA against the fp64 reference on
# fresh random inputs (and reports how it compares with the CPU twin of the scan, bit for bit),
# benchmarks against CUB DeviceScan and a device copy, writes JSON. A second driver, built with
# the three-phase scan's vector-load kernels compiled for 4 resident blocks per SM instead of 3
# (the single pass unchanged, a control), is timed after the main run
# (advantages_gpu_4blocks.json): an A/B of the occupancy target.
# With compute-sanitizer and ncu on the PATH it also runs memcheck and racecheck on a small batch
# and profiles one large call of each scan. Where python3 has PyTorch, it also builds
# torch_adapter_gpu.cc against PyTorch's LibTorch and checks the LibTorch adapter with CUDA
# tensors (torch_adapter_gpu.json). The exit status is the advantages driver's: 0 when every
# check passes.
#   bash bench/gpu/run.sh [--quick] [--seed N] [--no-tools] [--budget S]
# results in ${OUT:-build-gpu/results}/; --budget: the whole script's seconds (default 480), see
# within() below
# (never bench/results/gpu/ by default: a run on a machine without a GPU would overwrite the
# committed results with its failure; copy a real run's files there by hand). Back on the
# development machine, agentrl_bench_advantages --from_json renders the JSON as a table and a
# plot, and --compare_json sets it against the last committed run or the 4-block build
# (bench/README.md, GPU section).
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${OUT:-build-gpu/results}"
tools=1
budget=480
args=()
for ((i = 1; i <= $#; ++i)); do
  a=${!i}
  if [[ "$a" == --no-tools ]]; then
    tools=0
  elif [[ "$a" == --budget ]]; then
    ((++i)); budget=${!i:-}
    [[ "$budget" =~ ^[0-9]+$ ]] || { echo "run.sh: --budget takes whole seconds (got '$budget')" >&2; exit 2; }
  else
    args+=("$a")
  fi
done
# The script's wall-clock budget, build included (--budget S, default 480: a device call of
# 540 s keeps its margin). Each stage after the build runs for at most its own cap or what is
# left of the budget, whichever is less, and is skipped, saying so, when under 15 s are left
# (the main run alone always gets 60 s). So a stage that hangs costs the later ones only the
# time it was allowed, and what the script writes lands in $out before the device call's own
# limit would cut it off.
within() {  # prints the timeout for a stage capped at $1 s; fails when the budget is spent
  local left=$((budget - SECONDS - 5))
  ((left > $1)) && left=$1
  ((left >= 15)) && echo "$left"
}
skipped() { echo "$1: skipped, $((budget - SECONDS)) s of the $budget s budget left"; }
mkdir -p "$out" build-gpu
NVCC="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
# The kernels' own sources see their private headers (kernels/src); the benchmark driver sees the
# public headers only.
public=(-std=c++20 -O3 -arch=sm_90 -ftz=true -Icore/include -Ikernels/include --expt-relaxed-constexpr)
flags=("${public[@]}" -Ikernels/src)
host_sources=(core/src/seed.cc core/src/parallel.cc kernels/src/packed_batch.cc kernels/src/estimator_names.cc
              kernels/src/batch_with_lengths.cc kernels/src/cpu/*.cc kernels/src/cuda_twin.cc)
objs=()
for f in "${host_sources[@]}"; do
  o="build-gpu/$(basename "$f" .cc).o"
  "$NVCC" "${flags[@]}" -Xcompiler -march=native -x c++ -c "$f" -o "$o" &
  objs+=("$o")
done
"$NVCC" "${flags[@]}" -Xptxas -v -c kernels/src/estimators_cuda.cu -o build-gpu/estimators_cuda.o 2> "$out/ptxas.txt" &
"$NVCC" "${flags[@]}" -DAGENTRL_THREE_PHASE_MIN_BLOCKS=4 -c kernels/src/estimators_cuda.cu -o build-gpu/estimators_cuda_4blocks.o &
"$NVCC" "${public[@]}" -c bench/gpu/advantages_gpu.cu -o build-gpu/advantages_gpu.o &
# The LibTorch adapter's check with CUDA tensors (bench/gpu/torch_adapter_gpu.cc), built against
# this machine's PyTorch and its bundled LibTorch, with PyTorch's C++ ABI. Optional: a machine
# without PyTorch, or a build that fails, is reported at the end and changes no exit status.
torch_dir=$(python3 -c 'import os, torch; print(os.path.dirname(torch.__file__))' 2>/dev/null || true)
torch_abi=$(python3 -c 'import torch; print(int(torch._C._GLIBCXX_USE_CXX11_ABI))' 2>/dev/null || echo 1)
cuda_home=$(dirname "$(dirname "$(readlink -f "$NVCC")")")
torch_cxx=(g++ -std=c++20 -O2 -march=native -D_GLIBCXX_USE_CXX11_ABI="$torch_abi" -DAGENTRL_HAVE_CUDA=1
           -Icore/include -Ikernels/include -Ikernels/torch/include
           -isystem "$cuda_home/include")
# Compiles the two LibTorch translation units, and, only when PyTorch's ABI is not the
# compiler's default (the one the objects above use), our objects again with its ABI:
# std::string crosses between them and the adapter.
build_torch_objects() {
  local d=build-gpu/torch pids=() f p failed=0
  local tcxx=("${torch_cxx[@]}" -DAGENTRL_TORCH_CUDA -isystem "$torch_dir/include"
        -isystem "$torch_dir/include/torch/csrc/api/include")
  mkdir -p "$d"
  rm -f "$d"/*.o "$d/objects.ok" "$d/torch_adapter_gpu"
  if [[ "$torch_abi" != 1 ]]; then
    for f in "${host_sources[@]}"; do
      "${torch_cxx[@]}" -c "$f" -o "$d/$(basename "$f" .cc).o" & pids+=($!)
    done
    "$NVCC" "${flags[@]}" -Xcompiler -D_GLIBCXX_USE_CXX11_ABI="$torch_abi" \
      -c kernels/src/estimators_cuda.cu -o "$d/estimators_cuda.o" & pids+=($!)
  fi
  "${tcxx[@]}" -c kernels/torch/src/torch_adapter.cc -o "$d/torch_adapter.o" & pids+=($!)
  "${tcxx[@]}" -c bench/gpu/torch_adapter_gpu.cc -o "$d/torch_adapter_gpu.o" & pids+=($!)
  for p in "${pids[@]}"; do wait "$p" || failed=1; done  # all of them, so none outlives a failure
  (( failed == 0 )) && touch "$d/objects.ok"
}
# Links the check once the objects it shares with the main driver exist. --no-as-needed:
# nothing references libtorch_cuda by name, but loading it registers the CUDA backend. A static
# CUDA runtime of our own beside PyTorch's shares the primary context.
link_torch_check() {
  local d=build-gpu/torch f cudart
  cudart=$(find -L "$cuda_home" -name libcudart_static.a -print -quit)
  [[ -n "$cudart" ]] || { echo "no libcudart_static.a under $cuda_home"; return 1; }
  local ours=("${objs[@]}" build-gpu/estimators_cuda.o)
  if [[ "$torch_abi" != 1 ]]; then
    ours=()
    for f in "${host_sources[@]}"; do ours+=("$d/$(basename "$f" .cc).o"); done
    ours+=("$d/estimators_cuda.o")
  fi
  g++ "${ours[@]}" "$d/torch_adapter.o" "$d/torch_adapter_gpu.o" -o "$d/torch_adapter_gpu" \
    -L"$torch_dir/lib" -Wl,-rpath,"$torch_dir/lib" \
    -Wl,--no-as-needed -ltorch_cuda -lc10_cuda -ltorch -ltorch_cpu -lc10 -Wl,--as-needed \
    "$cudart" -ldl -lrt -lpthread
}
if [[ -n "$torch_dir" ]]; then
  build_torch_objects > build-gpu/torch_build.txt 2>&1 &
fi
wait  # everything above, the adapter's objects included
if [[ -n "$torch_dir" && -f build-gpu/torch/objects.ok ]]; then
  link_torch_check >> build-gpu/torch_build.txt 2>&1 || true
fi
"$NVCC" -arch=sm_90 "${objs[@]}" build-gpu/estimators_cuda.o build-gpu/advantages_gpu.o -o build-gpu/advantages_gpu -lpthread
"$NVCC" -arch=sm_90 "${objs[@]}" build-gpu/estimators_cuda_4blocks.o build-gpu/advantages_gpu.o -o build-gpu/advantages_gpu_4blocks -lpthread
# Spill bytes per kernel: ours (names in agentrl::) and, separately, CUB's.
spills() { awk -v want="$1" '/Function properties for/ {ours = ($0 ~ /agentrl/)}
  /spill stores/ {if ((want == "ours") == ours) s += $5 + $9} END {print s + 0}' "$out/ptxas.txt"; }
echo "ptxas: agentrl kernels spill $(spills ours) bytes; CUB kernels $(spills cub) bytes (details: $out/ptxas.txt)"
nvidia-smi --query-gpu=name,clocks.max.memory,memory.total --format=csv,noheader > "$out/device.txt" 2>/dev/null || true
# The main run first: checks, then timings. Exit 3 (a CUDA error) or a timeout reruns it
# without the single-pass scan, the one kernel whose blocks wait on each other, so a fault
# there cannot cost the three-phase results; the failed run's output is kept.
fallback=()
set +e
t=$(within 330) || t=60  # the main run runs, whatever is left of the budget
timeout "$t" ./build-gpu/advantages_gpu --out "$out/advantages_gpu.json" "${args[@]}" | tee "$out/advantages_gpu.txt"
rc=${PIPESTATUS[0]}
if (( rc == 3 || rc == 124 || rc >= 128 )); then
  echo "advantages_gpu exited $rc (CUDA error or timeout): rerunning without the single pass"
  mv "$out/advantages_gpu.txt" "$out/advantages_gpu_single_pass_failed.txt"
  fallback=(--no-single-pass)
  if t=$(within 240); then
    timeout "$t" ./build-gpu/advantages_gpu --out "$out/advantages_gpu.json" "${args[@]}" "${fallback[@]}" \
      | tee "$out/advantages_gpu.txt"
    rc=${PIPESTATUS[0]}
  else
    skipped "rerun without the single pass"
  fi
fi
# Then, in the order of what they are worth: the LibTorch adapter with CUDA tensors (its checks
# are listed in torch_adapter_gpu.cc), the profile that picks the next optimisation, the
# occupancy A/B, and the sanitizers (the main run's twin comparisons already catch most races).
seed_args=()
for ((i = 0; i < ${#args[@]}; ++i)); do
  if [[ "${args[i]}" == --seed ]]; then seed_args=(--seed "${args[i + 1]}"); fi
done
if [[ -z "$torch_dir" ]]; then
  echo "torch adapter: no PyTorch for python3 here, not checked"
elif [[ ! -x build-gpu/torch/torch_adapter_gpu ]]; then
  cp build-gpu/torch_build.txt "$out/torch_adapter_build.txt"
  echo "torch adapter: build failed against $torch_dir (see $out/torch_adapter_build.txt)"
elif ! t=$(within 120); then
  skipped "torch adapter"
else
  echo "torch adapter: CUDA tensors through torch_adapter.h, LibTorch from $torch_dir"
  timeout "$t" ./build-gpu/torch/torch_adapter_gpu --out "$out/torch_adapter_gpu.json" "${seed_args[@]}" \
    > "$out/torch_adapter_gpu.txt" 2>&1
  echo "  exit $? (0: every check passed); $(grep -c ' PASS ' "$out/torch_adapter_gpu.txt") passed," \
    "$(grep -c ' FAIL ' "$out/torch_adapter_gpu.txt") failed (see $out/torch_adapter_gpu.txt)"
  grep -E '^(timing|check .* FAIL)' "$out/torch_adapter_gpu.txt" || true
fi
# Tools, when the machine has them (Nsight Compute and compute-sanitizer read the hardware only on
# Firecracker machines, see the device notes); each capped at 90 s, failures reported, not
# fatal. --no-tools skips them.
if (( tools )) && command -v ncu >/dev/null; then
  if t=$(within 90); then
    echo "ncu: one GAE call of each scan on 32 x 1M tokens (report in $out/ncu.txt)"
    timeout "$t" ncu --clock-control none --kernel-name regex:'Tile|Moments' \
      --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy \
      --section LaunchStats --section WarpStateStats --section SchedulerStats \
      --section InstructionStats --section ComputeWorkloadAnalysis \
      ./build-gpu/advantages_gpu --profile "${args[@]}" "${fallback[@]}" > "$out/ncu.txt" 2>&1 \
      || echo "  ncu: exit $? (see $out/ncu.txt)"
  else
    skipped "ncu"
  fi
fi
# The occupancy A/B: timings only, same seed and shapes.
if t=$(within 150); then
  echo "A/B: three-phase vector-load tile kernels compiled for 4 blocks per SM (timings only)"
  timeout "$t" ./build-gpu/advantages_gpu_4blocks --bench-only --out "$out/advantages_gpu_4blocks.json" \
    "${args[@]}" "${fallback[@]}" > "$out/advantages_gpu_4blocks.txt" 2>&1 \
    && grep -E '^(kernel|bench|      single|      three)' "$out/advantages_gpu_4blocks.txt" \
    || echo "  4-block A/B: exit $? (see $out/advantages_gpu_4blocks.txt)"
else
  skipped "4-block A/B"
fi
if (( tools )) && command -v compute-sanitizer >/dev/null; then
  for tool in racecheck memcheck; do
    if ! t=$(within 90); then
      skipped "compute-sanitizer --tool $tool"
      continue
    fi
    echo "compute-sanitizer --tool $tool (small batch, checks only)"
    timeout "$t" compute-sanitizer --tool "$tool" --error-exitcode 3 \
      ./build-gpu/advantages_gpu --sanitize "${args[@]}" "${fallback[@]}" > "$out/sanitizer_$tool.txt" 2>&1 \
      && echo "  $tool: clean" || echo "  $tool: exit $? (see $out/sanitizer_$tool.txt)"
  done
fi
echo "run.sh: done in ${SECONDS} s of the ${budget} s budget"
exit "$rc"
