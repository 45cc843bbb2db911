// The JSON Lines interchange format of `agentrl advantages` (and, later, `lengths report`):
// one sequence per line,
//   {"rewards":[...], "values":[...], "mask":[0/1,...], "group":"id", "terminated":true|false,
//    "bootstrap_value":0.0}
// `mask` defaults to all 1, `bootstrap_value` to 0, `values` to all 0 when the caller does not
// require them; `group` is a string or an integer; other fields are ignored. Whitespace-only
// lines are skipped. Output lines, in input order: {"advantages":[...], "returns":[...]}.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/kernels/packed_batch.h"

namespace agentrl::harness {

// Optional per-line fields that reports use: `steps` (a non-negative integer: turns),
// `passed` (true|false), `end` (a string: how the trajectory ended), and the group as written.
struct TrajectoryExtras {
  std::string group;
  std::optional<int64_t> steps;
  std::optional<bool> passed;
  std::string end;
};

// Parses `text` (named `source` in messages) into a batch; group ids are numbered in order of
// first appearance. Errors name the source, the line and the field, e.g.
//   "in.jsonl:12: field \"mask\": length 3 differs from \"rewards\" (4); accepted: ..."
// With `extras`, also collects the optional fields above, one entry per sequence. Numbers must
// be finite in float (1e300 is refused, not read as inf).
// kFast scans the usual line shape directly and hands any other line to nlohmann::json;
// kGeneral reads every line with nlohmann::json (the reference the fast path is tested
// against). Both give the same batch and the same errors.
// `stats`, when given, counts the sequence lines read and those the fast path took.
enum class JsonlParser { kFast, kGeneral };
struct JsonlStats {
  size_t lines = 0, fast_lines = 0;
};
Result<kernels::PackedBatch> ParseAdvantagesJsonl(std::string_view text, const std::string& source,
                                                  bool require_values,
                                                  std::vector<TrajectoryExtras>* extras = nullptr,
                                                  JsonlParser parser = JsonlParser::kFast,
                                                  JsonlStats* stats = nullptr);

// One output line per sequence of the batch layout (shortest round-trip float formatting).
std::string FormatAdvantagesJsonl(std::span<const int64_t> cu_seqlens, std::span<const float> adv,
                                  std::span<const float> ret);

}  // namespace agentrl::harness
