#include "agentrl/antihack/trajectory.h"

#include <nlohmann/json.hpp>

#include "agentrl/core/config.h"

namespace agentrl::antihack {

const char* ActionTypeName(ActionType t) {
  switch (t) {
    case ActionType::kShell:
      return "shell";
    case ActionType::kRead:
      return "read";
    case ActionType::kWrite:
      return "write";
    case ActionType::kMessage:
      return "message";
  }
  return "?";
}

namespace {
// Errors shown per file; the rest are counted (a wrong file can have a million bad lines).
constexpr size_t kMaxErrorsShown = 20;
}  // namespace

Result<std::vector<Action>> ParseTrajectory(std::string_view jsonl, const std::string& source) {
  std::vector<Action> out;
  std::vector<std::string> errors;
  int line_no = 0;
  size_t pos = 0;
  while (pos <= jsonl.size()) {
    size_t end = jsonl.find('\n', pos);
    if (end == std::string_view::npos) end = jsonl.size();
    const std::string_view line = jsonl.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) {
      if (end == jsonl.size()) break;
      continue;
    }
    const std::string where = source + ":" + std::to_string(line_no) + ": ";
    const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
      errors.push_back(where + "not a JSON object; accepted: one action object per line");
      continue;
    }
    auto str = [&](const char* key, std::string* dst, bool required) {
      if (!j.contains(key)) {
        if (required) errors.push_back(where + key + ": missing; accepted: a string");
        return;
      }
      if (!j[key].is_string()) {
        errors.push_back(where + key + ": not a string; accepted: a string");
        return;
      }
      *dst = j[key].get<std::string>();
    };
    Action a;
    a.line = line_no;
    std::string type;
    str("type", &type, true);
    if (type == "shell") {
      a.type = ActionType::kShell;
      str("cmd", &a.cmd, true);
      str("output", &a.output, false);
    } else if (type == "read") {
      a.type = ActionType::kRead;
      str("path", &a.path, true);
    } else if (type == "write") {
      a.type = ActionType::kWrite;
      str("path", &a.path, true);
      str("content", &a.content, true);
    } else if (type == "message") {
      a.type = ActionType::kMessage;
      str("text", &a.text, true);
    } else if (j.contains("type") && j["type"].is_string()) {
      errors.push_back(where + "type: \"" + config::Excerpt(type) +
                       "\"; accepted: shell, read, write, message");
      continue;
    }
    out.push_back(std::move(a));
    if (end == jsonl.size()) break;
  }
  if (!errors.empty()) {
    std::string msg;
    for (size_t i = 0; i < errors.size() && i < kMaxErrorsShown; ++i)
      msg += (i ? "\n" : "") + errors[i];
    if (errors.size() > kMaxErrorsShown) {  // "SOURCE:LINE: " of the first error not shown
      const std::string& next = errors[kMaxErrorsShown];
      msg += "\n" + next.substr(0, next.find(": ", source.size()) + 2) + "and " +
             std::to_string(errors.size() - kMaxErrorsShown) +
             " more errors from this line on (not shown)";
    }
    return Status::InvalidInput(msg);
  }
  return out;
}

}  // namespace agentrl::antihack
