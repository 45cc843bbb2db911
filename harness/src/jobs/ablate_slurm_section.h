// The ablation file's [slurm] section (harness/include/agentrl/harness/ablate_slurm.h), parsed
// by LoadAblation through this one function so that ablate.cc need not know its keys.
#pragma once

#include <string>
#include <toml++/toml.h>
#include <vector>

#include "agentrl/harness/ablate_slurm.h"

namespace agentrl::harness {

// Reads `section` into `out`; each problem is appended to `errors` as
// "FILE:LINE:COL: slurm.KEY: accepted: ...".
void ParseSlurmSection(const toml::node& section, const std::string& path, SlurmSpec* out,
                       std::vector<std::string>* errors);

}  // namespace agentrl::harness
