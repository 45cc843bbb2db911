// POST /run_code: SandboxFusion's request and response (sandbox/server/sandbox_api.py there),
// for the fields veRL's sandbox client sends and reads.
//
// Request:  code (required), language (required: python, cpp), compile_timeout, run_timeout
//           (seconds, default 10), memory_limit_MB (default -1: the server's default), stdin
//           (string or null), files ({path: base64 or null}), fetch_files ([path]).
// Response: status ("Success": every step finished with return code 0; "Failed": a non-zero
//           return code or a time limit; "SandboxError": the sandbox could not run it), message,
//           compile_result / run_result ({status: Finished | TimeLimitExceeded | Error,
//           execution_time, return_code, stdout, stderr}, or null), files ({path: base64}),
//           executor_pod_name (null), and, beyond SandboxFusion, infra_failure (true exactly when
//           status is SandboxError).
#pragma once

#include <optional>
#include <string>

#include "agentrl/sandbox/run_code.h"
#include "api_json.h"

namespace agentrl::serve {

struct CodeLimits {
  double max_run_timeout_s = 30, max_compile_timeout_s = 60;
  int64_t max_memory_mb = 4096;
  int64_t max_files = 64, max_file_bytes = 8 << 20;
};

std::optional<Reject> ParseRunCode(const json& body, const CodeLimits& limits,
                                   sandbox::CodeRequest* out);

struct RunCodeAnswer {
  json body;
  bool infra_failure = false;
  std::string outcome;  // "Success", "Failed" or "SandboxError"
};
RunCodeAnswer RunCodeResponse(const sandbox::CodeResult& r);
// A request the sandbox could not take (no run directory, ...): SandboxError with the reason.
RunCodeAnswer RunCodeInfraError(const std::string& why);

}  // namespace agentrl::serve
