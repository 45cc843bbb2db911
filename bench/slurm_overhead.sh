#!/usr/bin/env bash
# What the Slurm backend of `agentrl ablate` costs over the local one, on the same grid and the
# same concurrency, against the one-node Slurm of scripts/slurm-local.sh (issue 46):
#   - the whole ablation's wall time on each backend, and the difference per run;
#   - aggregation alone (the same command again once every run is finished: nothing runs);
#   - the time from sbatch to the first element running (the backend prints it).
# Backends alternate (local, slurm, slurm, local, ...) so drift on a shared machine falls on both.
#
#   bash bench/slurm_overhead.sh [AGENTRL] [OUT_JSON] [REPS] [SEEDS]
# defaults: build/agentrl, bench/results/slurm/overhead.json, 2, 4 (grid: 2 cells x SEEDS runs).
# Needs root and the Slurm packages (scripts/install-deps.sh). A few minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
AGENTRL=$(realpath "${1:-build/agentrl}")
OUT=${2:-bench/results/slurm/overhead.json}
REPS=${3:-2}
SEEDS=${4:-4}

work=$(mktemp -d /tmp/agentrl-slurm-bench.XXXXXX)
cluster="$work/cluster"
cleanup() { bash scripts/slurm-local.sh down "$cluster" >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
bash scripts/slurm-local.sh up "$cluster" >"$work/up.log" 2>&1 || { cat "$work/up.log"; exit 1; }
eval "$(bash scripts/slurm-local.sh env "$cluster")"

# The grid of the tests: 3 iterations of 8 tasks x 4 on the simulator's easy tier per run.
cat >"$work/base.toml" <<'EOF'
[run]
name = "b"
[sim]
token_budget = 1024
[sim.medium]
weight = 0.0
[sim.hard]
weight = 0.0
[train]
enabled = true
iterations = 3
tasks_per_iteration = 8
group_size = 4
EOF
seeds=$(seq -s, 1 "$SEEDS")
grid() {  # grid FILE OUT_DIR
  cat >"$1" <<EOF
name = "grid"
base = "$work/base.toml"
out_dir = "$2"
seeds = [$seeds]
workers = 2
[factors]
"train.loss_agg" = ["token-mean", "seq-mean-token-mean"]
"train.estimators" = [["grpo"]]
[slurm]
results_root = "$2"
array_parallelism = 2
poll_seconds = 0.2
EOF
}

now() { date +%s.%N; }
results="$work/results.jsonl"
: >"$results"
run_once() {  # run_once BACKEND REP
  local dir="$work/$1-$2" t0 t1 t2 log="$work/$1-$2.log"
  grid "$work/$1-$2.toml" "$dir"
  t0=$(now)
  "$AGENTRL" ablate "$work/$1-$2.toml" --backend "$1" >"$log" 2>&1
  t1=$(now)
  "$AGENTRL" ablate "$work/$1-$2.toml" --backend "$1" >>"$log" 2>&1  # all finished: aggregation
  t2=$(now)
  local first
  first=$(sed -n 's/.*slurm: first element running \([0-9.e+-]*\) s after sbatch$/\1/p' "$log" | head -n 1)
  /usr/bin/python3 - "$1" "$2" "$t0" "$t1" "$t2" "${first:-null}" "$dir/grid/aggregate.json" >>"$results" <<'EOF'
import json, sys
backend, rep, t0, t1, t2, first, agg = sys.argv[1:]
print(json.dumps({"backend": backend, "rep": int(rep), "ablation_s": float(t1) - float(t0),
                  "aggregation_only_s": float(t2) - float(t1),
                  "sbatch_to_first_running_s": None if first == "null" else float(first),
                  "aggregate_sha": __import__("hashlib").sha256(open(agg, "rb").read()).hexdigest()}))
EOF
  echo "$1 rep $2: $(tail -n 1 "$results")"
}

for rep in $(seq "$REPS"); do
  if [ $((rep % 2)) -eq 1 ]; then order="local slurm"; else order="slurm local"; fi
  for b in $order; do run_once "$b" "$rep"; done
done

mkdir -p "$(dirname "$OUT")"
/usr/bin/python3 - "$results" "$OUT" "$((2 * SEEDS))" "$(git rev-parse --short HEAD)" <<'EOF'
import json, os, statistics, sys, time
rows = [json.loads(l) for l in open(sys.argv[1])]
runs = int(sys.argv[3])
def med(backend, key):
    v = [r[key] for r in rows if r["backend"] == backend and r[key] is not None]
    return statistics.median(v) if v else None
summary = {
    "runs_per_ablation": runs,
    "local_ablation_s": med("local", "ablation_s"),
    "slurm_ablation_s": med("slurm", "ablation_s"),
    "local_aggregation_only_s": med("local", "aggregation_only_s"),
    "slurm_aggregation_only_s": med("slurm", "aggregation_only_s"),
    "sbatch_to_first_running_s": med("slurm", "sbatch_to_first_running_s"),
}
summary["slurm_overhead_per_run_s"] = (summary["slurm_ablation_s"] - summary["local_ablation_s"]) / runs
summary["aggregation_overhead_per_run_s"] = (
    summary["slurm_aggregation_only_s"] - summary["local_aggregation_only_s"]) / runs
summary["same_aggregate_json"] = len({r["aggregate_sha"] for r in rows}) == 1
load = os.getloadavg()
out = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "commit": sys.argv[4],
       "cores": os.cpu_count(), "loadavg_1m_at_end": load[0],
       "grid": "2 cells x %d seeds, 3 iterations of 8 tasks x 4 (easy tier), workers = 2 / %%2"
               % (runs // 2),
       "summary": summary, "repetitions": rows}
json.dump(out, open(sys.argv[2], "w"), indent=2)
print(json.dumps(summary, indent=2))
EOF
