#include "agentrl/antihack/trajectory.h"

#include <nlohmann/json.hpp>

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

Result<std::vector<Action>> ParseTrajectory(std::string_view jsonl, const std::string& source) {
  std::vector<Action> out;
  std::string errors;
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
      errors += where + "not a JSON object; accepted: one action object per line\n";
      continue;
    }
    auto str = [&](const char* key, std::string* dst, bool required) {
      if (!j.contains(key)) {
        if (required) errors += where + key + ": missing; accepted: a string\n";
        return;
      }
      if (!j[key].is_string()) {
        errors += where + key + ": not a string; accepted: a string\n";
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
      errors += where + "type: \"" + type + "\"; accepted: shell, read, write, message\n";
      continue;
    }
    out.push_back(std::move(a));
    if (end == jsonl.size()) break;
  }
  if (!errors.empty()) {
    errors.pop_back();
    return Status::InvalidInput(errors);
  }
  return out;
}

}  // namespace agentrl::antihack
