// The aggregation of an ablation whose runs are closed loops ([loop] enabled), beside the one
// for training runs in ablate.cc: each run's summary.json holds, per arm, every metric's final
// value (mean of the last third of the iterations) per loop seed; a cell's value pools those
// over the cell's runs (ablation seeds x loop seeds): mean and 95% t-interval.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/harness/ablate.h"

namespace agentrl::harness {

// The report's first lines: its title (with `kind`, e.g. " (closed loop)"), the base, the seeds
// and the factors or cells (defined in ablate.cc, shared by both aggregations).
std::string ReportHeading(const AblationSpec& spec, const std::string& kind);

// True when every run is a closed loop, false when none is; an error naming a run otherwise
// (one ablation aggregates one kind of run).
Result<bool> RunsAreLoops(const AblationSpec& spec, const std::vector<AblationRun>& runs);

// results.csv (one row per run, arm and loop seed), aggregate.csv, aggregate.json and
// report.md under <out_dir>/<name>/; the table also goes to `out`.
Status AggregateLoopAblation(const AblationSpec& spec, const std::vector<AblationRun>& runs,
                             std::ostream& out);

}  // namespace agentrl::harness
