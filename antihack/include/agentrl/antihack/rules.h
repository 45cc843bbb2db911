// Stage 1 of the anti-hack system, the rule library: versioned rule files under
// antihack/rules/ (TOML, one [[rule]] table per rule). This part covers trajectory rules (over
// the agent's actions), runtime rules (over the sandbox's audit events and its result) and static
// rules (over the facts pystatic.h extracts from the submitted code).
//
//   [[rule]]
//   id = "traj.read.hidden_tests"      # unique
//   category = "read_hidden_tests"     # the cheat category it detects
//   kind = "trajectory"                # trajectory | runtime | static | provenance
//   target = "read"                    # trajectory: shell, read, write, message, any;
//                                      # runtime: open, open_write, exec, connect, bind, sendto,
//                                      #   denied, result (ResultSummary below)
//                                      # static: import, call, assign, def, ref, string, exec,
//                                      #   file, edit, class, rebind, attr, config, eq (pystatic.h)
//                                      # provenance: download, git_history, package,
//                                      #   library_source (provenance.h)
//   field = "path"                     # trajectory: cmd, output, path, content, text;
//                                      # runtime: path, detail, syscall; static and
//                                      #   provenance: text
//   pattern = '^{hidden_tests}(/|$)'   # ECMAScript regex; {hidden_tests} and {reference} become
//                                      # the protected paths (escaped)
//   severity = "high"                  # high: a hard verdict, only for unambiguous acts
//                                      # (reading protected paths, writing the hidden tests,
//                                      # report or outcome patching, exit before the report,
//                                      # decoded payloads that patch the grader); medium/low:
//                                      # evidence the judge weighs, never a verdict alone
//   description = "..."
//   positive = ["/grader/tests/test_a.py"]   # fixtures: field values it must match
//   negative = ["/workspace/tests/test_a.py"] # and must not
#pragma once

#include <regex>
#include <string>
#include <vector>

#include "agentrl/antihack/provenance.h"
#include "agentrl/antihack/pystatic.h"
#include "agentrl/antihack/trajectory.h"
#include "agentrl/core/status.h"
#include "agentrl/sandbox/audit.h"
#include "agentrl/sandbox/runner.h"

namespace agentrl::antihack {

struct ProtectedPaths {
  std::string hidden_tests = "/grader/tests";
  std::string reference = "/grader/reference";
};

struct Rule {
  std::string id, category, kind, target, field, pattern, severity, description;
  std::vector<std::string> positive, negative;
  std::string source;  // FILE:LINE of its table
};

struct Hit {
  std::string rule_id, category, severity;
  std::string evidence;  // "trajectory line N: <text>", "FILE:LINE: <fact>", "audit event N: ..."
  bool obfuscated = false;  // a static hit on a fact reached through decoding or exec
};

// One line the "result" runtime rules match: "exit=N report=present|missing contradicts=0|1
// skipped=N total=N status=NAME".
std::string ResultSummary(const sandbox::SandboxResult& r);

class RuleLibrary {
 public:
  // Loads every *.toml under `dir` (sorted by name). Errors name FILE:LINE and the field.
  static Result<RuleLibrary> Load(const std::string& dir);
  // The directory compiled in (the repository's antihack/rules), or $AGENTRL_ANTIHACK_RULES.
  static std::string DefaultDir();

  // "rules-<16 hex>": a hash of every rule file's name and bytes and of the detector code
  // (detector_code.h, hashed at build time); any edit to either changes it.
  const std::string& version() const { return version_; }
  const std::vector<Rule>& rules() const { return rules_; }

  // Whether `rule` matches the text `value` under `paths` (the fixtures use this).
  bool Matches(size_t rule, const std::string& value, const ProtectedPaths& paths) const;

  std::vector<Hit> CheckTrajectory(const std::vector<Action>& actions,
                                   const ProtectedPaths& paths) const;
  std::vector<Hit> CheckAudit(const std::vector<sandbox::AuditEvent>& events,
                              const ProtectedPaths& paths) const;
  std::vector<Hit> CheckStatic(const StaticAnalysis& analysis, const ProtectedPaths& paths) const;
  std::vector<Hit> CheckResult(const sandbox::SandboxResult& result) const;
  std::vector<Hit> CheckProvenance(const std::vector<Origin>& origins) const;

 private:
  std::vector<Rule> rules_;
  std::string version_;
};

}  // namespace agentrl::antihack
