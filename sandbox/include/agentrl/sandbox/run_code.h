// Running a program from its source, the way a code-execution service does (SandboxFusion's
// `/run_code`, which veRL's sandbox client calls): the code, optional standard input and extra
// files go into a fresh run directory; a compiled language is compiled in one sandbox and run
// in another; named files are read back afterwards. Every step is one Execute (execute.h), so
// the program is contained exactly as `agentrl sandbox exec` contains a command: namespaces,
// seccomp, rlimits, no network, the audit.
//
// Inside the sandbox the working directory is /workspace (the request's files, writable); the
// code is /build/main.py or /build/main.cpp (compiled to /build/main), outside the workspace so
// that no request file can replace it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/sandbox/execute.h"
#include "agentrl/sandbox/runner.h"

namespace agentrl::sandbox {

// The languages RunCode runs.
inline const std::vector<std::string> kCodeLanguages = {"python", "cpp"};

struct CodeRequest {
  std::string language = "python";
  std::string code;
  std::optional<std::string> stdin_text;                     // nullopt: /dev/null
  std::vector<std::pair<std::string, std::string>> files;    // relative path -> bytes
  std::vector<std::string> fetch_files;                      // relative paths to read back
  double compile_timeout_s = 10;
  double run_timeout_s = 10;
  int64_t memory_mb = 0;  // RLIMIT_AS of the run step; 0 = CodeRunOptions::default_memory_mb
};

struct CodeRunOptions {
  RunOptions run;                   // audit, isolation, scratch root, run-directory size
  int64_t default_memory_mb = 1024;
  int64_t compile_memory_mb = 4096;  // g++ needs more address space than most programs
  int64_t max_fetch_bytes = 8 << 20;  // per fetched file; larger ones are not returned
};

struct CodeResult {
  std::optional<ExecOutcome> compile, run;  // compile: compiled languages only
  std::map<std::string, std::string> files;  // fetched: path -> bytes (missing ones absent)
  std::vector<std::string> fetch_errors;     // "PATH: why" for each fetch that was refused
};

// Checks a request path (of `files` or `fetch_files`): relative, no `..` or empty component, no
// NUL, at most 4096 bytes. The error says what is wrong with it.
Status CheckRequestPath(const std::string& path);

// Runs the request. A non-ok Status for the caller's input (an unknown language, a bad path:
// InvalidInput) or the host (no space for the run directory); a sandbox that cannot start is a
// step whose termination is kSandboxError. Fetched files are read only after every process of
// the run is gone, never through a symbolic link, and only from inside the workspace.
Result<CodeResult> RunCode(const CodeRequest& req, const CodeRunOptions& opts);

// SandboxFusion's name for how a step ended: "Finished" (it exited or was killed by a signal,
// the memory limit included), "TimeLimitExceeded", or "Error" (the sandbox could not run it).
const char* CodeStepStatus(const ExecOutcome& o);
// The step's return code as SandboxFusion reports it: the exit code, or minus the signal
// number (as Python's subprocess does); nullopt for a time limit or a sandbox error.
std::optional<int> CodeStepReturnCode(const ExecOutcome& o);

}  // namespace agentrl::sandbox
