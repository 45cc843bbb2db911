// The anti-hack stage's input: an agent's trajectory as JSON Lines, one action per line:
//   {"type":"shell","cmd":"...","output":"..."}
//   {"type":"read","path":"..."}
//   {"type":"write","path":"...","content":"..."}
//   {"type":"message","text":"..."}
// Paths are as the agent saw them (workspace /workspace).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "agentrl/core/status.h"

namespace agentrl::antihack {

enum class ActionType { kShell, kRead, kWrite, kMessage };
const char* ActionTypeName(ActionType t);

struct Action {
  ActionType type = ActionType::kMessage;
  std::string cmd, output;  // shell
  std::string path;         // read, write
  std::string content;      // write
  std::string text;         // message
  int line = 0;             // 1-based line in the trajectory file
};

// Every malformed line is reported as "SOURCE:LINE: field: problem; accepted: ..." (exit 2),
// the first 20 of them in full and the rest counted on one more line; values quoted from the
// file are cut short and escaped (config::Excerpt). Blank lines are skipped.
Result<std::vector<Action>> ParseTrajectory(std::string_view jsonl, const std::string& source);

}  // namespace agentrl::antihack
