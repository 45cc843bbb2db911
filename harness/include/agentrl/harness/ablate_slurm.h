// `agentrl ablate FILE --backend slurm`: the same grid as the local backend, run as one Slurm
// job array (one element per unfinished run), then aggregated by AggregateAblation into the same
// files. The ablation file's [slurm] section (every key optional):
//   [slurm]
//   partition = "gpu"              # sbatch --partition (default: the cluster's default)
//   account = "rl-lab"             # sbatch --account
//   time_limit = "02:00:00"        # sbatch --time, per run: "MM", "HH:MM:SS", "D-HH:MM:SS"
//   cpus_per_run = 1               # sbatch --cpus-per-task (each run uses one thread)
//   mem_per_run = "2G"             # sbatch --mem: an integer with an optional K/M/G/T suffix
//   array_parallelism = 8          # the array's %N: at most N runs at once (0 = no limit)
//   sbatch_options = ["--qos=low"] # extra sbatch options, one "--key=value" per string
//   results_root = "/shared/runs"  # where configs, runs and logs go (a filesystem every node
//                                  # sees; default: out_dir); results land in <root>/<name>/
//   agentrl = "/shared/bin/agentrl"  # the binary the nodes run (default: this one)
//   poll_seconds = 2.0             # how often squeue/scontrol are asked while waiting
// Each element runs `agentrl run <root>/configs/<run>.toml --out-dir <root>/runs` with its output
// in <root>/logs/<run>.log, exactly as a local worker does; Slurm's own output goes to
// <root>/slurm/<job>_<index>.out. Elements are submitted with --requeue: a preempted element
// starts its run again from the beginning (summary.json is written by rename, so a run killed
// at any moment leaves none, and its directory is rewritten). Jobs are tracked with squeue and
// scontrol (no accounting needed).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::harness {

struct AblationSpec;
struct AblationRun;

struct SlurmSpec {
  std::string partition, account, time_limit, mem_per_run;
  int cpus_per_run = 1;
  int array_parallelism = 0;  // 0 = no %N
  std::vector<std::string> sbatch_options;
  std::string results_root;  // "" = the ablation's out_dir
  std::string agentrl;       // "" = the binary running the ablation
  double poll_seconds = 2.0;
};

// What the ablation file's [slurm] keys accept, for error messages and --help.
extern const char kSlurmKeys[];

// Submits the unfinished runs of `spec` as one job array, waits for it with progress on
// `progress`, reports failed elements (log path, state, exit status), and aggregates. With
// `dry_run`, prints the sbatch script on `out` and writes and submits nothing. Returns an error
// when an element failed (after aggregating what finished) or the array was cancelled.
Status RunAblationOnSlurm(const AblationSpec& spec, const std::string& agentrl_binary,
                          bool dry_run, std::ostream& out, std::ostream& progress);

// The sbatch script for `pending` (indices into `runs`), the array's elements in that order.
// `root` is the absolute results directory (<results_root or out_dir>/<name>), `workdir` the
// absolute directory the elements start in (relative paths in the configs resolve there).
std::string SlurmArrayScript(const AblationSpec& spec, const std::vector<AblationRun>& runs,
                             const std::vector<size_t>& pending, const std::string& root,
                             const std::string& binary, const std::string& workdir);

}  // namespace agentrl::harness
