#include "run_code_api.h"

#include "agentrl/core/text.h"

namespace agentrl::serve {
namespace {

json StepJson(const sandbox::ExecOutcome& o) {
  json j = {{"status", sandbox::CodeStepStatus(o)}, {"execution_time", o.wall_s}};
  const std::optional<int> rc = sandbox::CodeStepReturnCode(o);
  j["return_code"] = rc ? json(*rc) : json(nullptr);
  // What the program wrote may be any bytes: made valid UTF-8, as SandboxFusion decodes it.
  j["stdout"] = ToValidUtf8(o.stdout_text).text;
  j["stderr"] = ToValidUtf8(o.termination == sandbox::Termination::kSandboxError
                                ? o.error + (o.stderr_text.empty() ? "" : "\n" + o.stderr_text)
                                : o.stderr_text)
                    .text;
  return j;
}

bool StepOk(const std::optional<sandbox::ExecOutcome>& o) {
  return !o || (sandbox::CodeStepReturnCode(*o) == 0 &&
                std::string(sandbox::CodeStepStatus(*o)) == "Finished");
}

}  // namespace

std::optional<Reject> ParseRunCode(const json& body, const CodeLimits& limits,
                                   sandbox::CodeRequest* out) {
  if (auto r = GetString(body, "code", true, &out->code)) return r;
  if (auto r = GetString(body, "language", true, &out->language)) return r;
  bool known = false;
  for (const std::string& l : sandbox::kCodeLanguages) known = known || l == out->language;
  if (!known) {
    return Reject{400, "language", "\"" + out->language + "\" is not supported; accepted: python, cpp"};
  }
  if (auto r = GetNumber(body, "compile_timeout", 0.001, limits.max_compile_timeout_s,
                         &out->compile_timeout_s)) {
    return r;
  }
  if (auto r = GetNumber(body, "run_timeout", 0.001, limits.max_run_timeout_s, &out->run_timeout_s)) {
    return r;
  }
  int64_t memory = -1;
  if (auto r = GetInt(body, "memory_limit_MB", -1, limits.max_memory_mb, &memory)) return r;
  out->memory_mb = memory > 0 ? memory : 0;
  if (auto it = body.find("stdin"); it != body.end() && !it->is_null()) {
    if (!it->is_string()) return Reject{400, "stdin", "is " + TypeName(*it) + "; a string or null is expected"};
    out->stdin_text = it->get<std::string>();
  }
  if (auto it = body.find("files"); it != body.end() && !it->is_null()) {
    if (!it->is_object()) return Reject{400, "files", "is " + TypeName(*it) + "; an object {path: base64} is expected"};
    if (static_cast<int64_t>(it->size()) > limits.max_files) {
      return Reject{413, "files", std::to_string(it->size()) + " files; at most " +
                                      std::to_string(limits.max_files) + " are accepted"};
    }
    for (const auto& [path, content] : it->items()) {
      const std::string field = "files[\"" + path + "\"]";
      if (Status st = sandbox::CheckRequestPath(path); !st.ok()) return Reject{400, field, st.message()};
      if (content.is_null()) continue;  // SandboxFusion's Optional[str]: nothing to write
      if (!content.is_string()) return Reject{400, field, "is " + TypeName(content) + "; base64 text is expected"};
      std::optional<std::string> bytes = Base64Decode(content.get<std::string>());
      if (!bytes) return Reject{400, field, "is not valid base64"};
      if (static_cast<int64_t>(bytes->size()) > limits.max_file_bytes) {
        return Reject{413, field, std::to_string(bytes->size()) + " bytes; at most " +
                                      std::to_string(limits.max_file_bytes) + " are accepted"};
      }
      out->files.emplace_back(path, std::move(*bytes));
    }
  }
  if (auto it = body.find("fetch_files"); it != body.end() && !it->is_null()) {
    if (!it->is_array()) return Reject{400, "fetch_files", "is " + TypeName(*it) + "; an array of paths is expected"};
    if (static_cast<int64_t>(it->size()) > limits.max_files) {
      return Reject{413, "fetch_files", std::to_string(it->size()) + " paths; at most " +
                                            std::to_string(limits.max_files) + " are accepted"};
    }
    for (size_t i = 0; i < it->size(); ++i) {
      const json& p = (*it)[i];
      const std::string field = "fetch_files[" + std::to_string(i) + "]";
      if (!p.is_string()) return Reject{400, field, "is " + TypeName(p) + "; a path is expected"};
      if (Status st = sandbox::CheckRequestPath(p.get<std::string>()); !st.ok()) {
        return Reject{400, field, st.message()};
      }
      out->fetch_files.push_back(p.get<std::string>());
    }
  }
  return std::nullopt;
}

RunCodeAnswer RunCodeResponse(const sandbox::CodeResult& r) {
  RunCodeAnswer a;
  json files = json::object();
  for (const auto& [path, bytes] : r.files) files[path] = Base64Encode(bytes);
  a.body = {{"compile_result", r.compile ? StepJson(*r.compile) : json(nullptr)},
            {"run_result", r.run ? StepJson(*r.run) : json(nullptr)},
            {"files", std::move(files)},
            {"executor_pod_name", nullptr}};
  std::string message;
  for (const auto* step : {&r.compile, &r.run}) {
    if (*step && (*step)->termination == sandbox::Termination::kSandboxError) {
      a.infra_failure = true;
      message = (*step)->error;
    }
  }
  if (a.infra_failure) {
    a.outcome = "SandboxError";
  } else {
    a.outcome = StepOk(r.compile) && r.run && StepOk(r.run) ? "Success" : "Failed";
  }
  if (!r.fetch_errors.empty()) {
    a.body["fetch_errors"] = r.fetch_errors;
  }
  a.body["status"] = a.outcome;
  a.body["message"] = message;
  a.body["infra_failure"] = a.infra_failure;
  return a;
}

RunCodeAnswer RunCodeInfraError(const std::string& why) {
  RunCodeAnswer a;
  a.infra_failure = true;
  a.outcome = "SandboxError";
  a.body = {{"status", "SandboxError"}, {"message", why},         {"compile_result", nullptr},
            {"run_result", nullptr},    {"files", json::object()}, {"executor_pod_name", nullptr},
            {"infra_failure", true}};
  return a;
}

}  // namespace agentrl::serve
