// `agentrl ablate FILE`: a grid of factors × seeds over a base experiment, each run in its own
// worker process and directory, resumable, aggregated across seeds with 95% intervals, and
// reported (CSV, JSON, plots, Markdown) with stability statistics.
//
// The ablation file (TOML):
//   name = "loss_agg"            # results go to <out_dir>/<name>/
//   base = "quickstart.toml"     # the experiment every run starts from (relative to this file)
//   out_dir = "runs"             # relative to the working directory
//   seeds = [1, 2, 3]            # each cell runs once per seed (run.seed)
//   workers = 0                  # concurrent runs (0 = the number of cores)
//   [factors]                    # dotted experiment keys and the values each takes
//   "train.loss_agg" = ["token-mean", "seq-mean-token-mean"]
//   "train.estimators" = [["grpo"], ["gae"]]
//   [slurm]                      # only for --backend slurm: see agentrl/harness/ablate_slurm.h
//   partition = "batch"
// Every cell is the base experiment with one value per factor (the full grid). Instead of
// [factors], a list of cells that are not a grid, each named and setting its own keys:
//   [[cells]]
//   name = "lr"                  # its label and the start of its runs' directory names
//   "train.lr_policy" = 0.03     # dotted keys it sets on the base (none: the base itself)
// A run whose summary.json exists is finished and is skipped when the ablation is run again.
// Training runs are aggregated per estimator; closed-loop runs ([loop] enabled) per arm, from
// the per-seed values of their summary.json.
#pragma once

#include <cstdint>
#include <limits>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/harness/ablate_slurm.h"

namespace agentrl::harness {

struct AblationFactor {
  std::string key;                    // dotted experiment key, e.g. "train.loss_agg"
  std::vector<std::string> literals;  // each value as TOML text
  std::vector<std::string> labels;    // each value as a short label
};

struct AblationCell {
  std::string name;
  std::vector<std::pair<std::string, std::string>> keys;  // dotted key, value as TOML text
};

struct AblationSpec {
  std::string source;  // the ablation file
  std::string name;
  std::string base;  // resolved path of the base experiment
  std::string out_dir = "runs";
  std::vector<int64_t> seeds;
  int workers = 0;
  std::vector<AblationFactor> factors;
  std::vector<AblationCell> cells;  // [[cells]], instead of factors
  SlurmSpec slurm;  // the [slurm] section (used by --backend slurm only)
};

// Parses and checks the file; errors name FILE:LINE and what is accepted (exit code 2).
Result<AblationSpec> LoadAblation(const std::string& path);

// What the results are tabulated by: the factors, or for [[cells]] one column `cell` whose
// labels are the cells' names.
std::vector<AblationFactor> ResultColumns(const AblationSpec& spec);

// One grid point (or cell) of one seed.
struct AblationRun {
  std::string id;                   // directory name under <out_dir>/<name>/runs/
  std::vector<std::string> labels;  // one per result column
  int64_t seed = 0;
  std::string config_toml;          // the fully resolved experiment
};

// Expands the grid; every run's config is loaded and validated before anything runs.
Result<std::vector<AblationRun>> ExpandAblation(const AblationSpec& spec);

// Replaces `key` (dotted, e.g. "sim.easy.weight") in a resolved config dump with `literal`.
Result<std::string> OverrideKey(const std::string& dump, const std::string& key,
                                const std::string& literal);

// Runs what is not finished (`agentrl_binary run CONFIG` per run, `workers` at a time, with a
// progress bar on `progress`), then aggregates everything into <out_dir>/<name>/.
Status RunAblation(const AblationSpec& spec, const std::string& agentrl_binary,
                   std::ostream& out, std::ostream& progress);

// Aggregation only (also called by RunAblation): results.csv, aggregate.csv, aggregate.json,
// plots and report.md from the finished runs.
Status AggregateAblation(const AblationSpec& spec, const std::vector<AblationRun>& runs,
                         std::ostream& out);

// Two-sided 95% Student t quantile for n - 1 degrees of freedom.
double T95(int64_t n);

// Mean and 95% t half-width over the finite values (ci NaN with fewer than two).
struct Stat {
  int64_t n = 0;
  double mean = std::numeric_limits<double>::quiet_NaN();
  double ci = std::numeric_limits<double>::quiet_NaN();
};
Stat Summarise(const std::vector<double>& xs);

}  // namespace agentrl::harness
