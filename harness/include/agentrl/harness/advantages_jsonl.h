// The JSON Lines interchange format of `agentrl advantages` (and, later, `lengths report`):
// one sequence per line,
//   {"rewards":[...], "values":[...], "mask":[0/1,...], "group":"id", "terminated":true|false,
//    "bootstrap_value":0.0}
// `mask` defaults to all 1, `bootstrap_value` to 0, `values` to all 0 when the caller does not
// require them; `group` is a string or an integer; other fields are ignored. Whitespace-only
// lines are skipped. Output lines, in input order: {"advantages":[...], "returns":[...]}.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "agentrl/core/status.h"
#include "agentrl/kernels/packed_batch.h"

namespace agentrl::harness {

// Parses `text` (named `source` in messages) into a batch; group ids are numbered in order of
// first appearance. Errors name the source, the line and the field, e.g.
//   "in.jsonl:12: field \"mask\": length 3 differs from \"rewards\" (4); accepted: ..."
Result<kernels::PackedBatch> ParseAdvantagesJsonl(std::string_view text, const std::string& source,
                                                  bool require_values);

// One output line per sequence of the batch layout (shortest round-trip float formatting).
std::string FormatAdvantagesJsonl(std::span<const int64_t> cu_seqlens, std::span<const float> adv,
                                  std::span<const float> ret);

}  // namespace agentrl::harness
