#include "agentrl/antihack/rules.h"

#include <toml++/toml.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "agentrl/antihack/detector_code.h"
#include "agentrl/core/config.h"
#include "agentrl/core/hash.h"
#include "agentrl/core/text.h"

namespace agentrl::antihack {
namespace {

namespace fs = std::filesystem;

std::string RegexEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

std::string Expand(const std::string& pattern, const ProtectedPaths& p) {
  std::string out = pattern;
  for (const auto& [key, value] :
       {std::pair<std::string, std::string>{"{hidden_tests}", p.hidden_tests},
        {"{reference}", p.reference}}) {
    for (size_t at = out.find(key); at != std::string::npos; at = out.find(key, at)) {
      const std::string esc = RegexEscape(value);
      out.replace(at, key.size(), esc);
      at += esc.size();
    }
  }
  return out;
}

const std::set<std::string> kTrajectoryTargets = {"shell", "read", "write", "message", "any"};
const std::set<std::string> kTrajectoryFields = {"cmd", "output", "path", "content", "text"};
const std::set<std::string> kRuntimeTargets = {"open", "open_write", "exec",   "connect",
                                               "bind", "sendto",     "denied", "result"};
const std::set<std::string> kStaticTargets = {"import", "call", "assign", "def",  "ref",
                                              "string", "exec", "file",   "edit", "class",
                                              "rebind", "attr", "config", "eq", "detect",
                                              "hook",   "rewrite", "exit"};
const std::set<std::string> kProvenanceTargets = {"download", "git_history", "package",
                                                  "library_source", "local_file"};
const std::set<std::string> kRuntimeFields = {"path", "detail", "syscall"};

std::string Join(const std::set<std::string>& s) {
  std::string out;
  for (const auto& x : s) out += (out.empty() ? "" : ", ") + x;
  return out;
}

// Evidence quotes at most 160 bytes, never cutting a character in two.
std::string Clip(const std::string& s) {
  return s.size() > 160 ? std::string(Utf8Head(s, 157)) + "..." : s;
}

}  // namespace

std::string RuleLibrary::DefaultDir() {
  if (const char* env = std::getenv("AGENTRL_ANTIHACK_RULES"); env && *env) return env;
  return AGENTRL_ANTIHACK_RULES_DIR;
}

Result<RuleLibrary> RuleLibrary::Load(const std::string& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return Status::NotFound(dir + ": no such rule directory");
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    if (e.path().extension() == ".toml") files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  RuleLibrary lib;
  std::string errors;
  // The version covers the rule files and the code that applies them (detector_code.h).
  Fnv1a64 h;
  h.Add(std::string("code ") + AGENTRL_DETECTOR_CODE_HASH + "\n");
  std::set<std::string> ids;
  for (const std::string& file : files) {
    auto text = config::ReadTextFile(file);
    if (!text.ok()) return text.status();
    h.Add(fs::path(file).filename().string() + "\n").Add(*text);
    toml::table t;
    try {
      t = toml::parse(*text, file);
    } catch (const toml::parse_error& e) {
      errors += file + ":" + std::to_string(e.source().begin.line) + ": " +
                std::string(e.description()) + "\n";
      continue;
    }
    const toml::array* arr = t["rule"].as_array();
    if (!arr) {
      errors += file + ": no [[rule]] tables; accepted: one [[rule]] table per rule\n";
      continue;
    }
    for (const toml::node& n : *arr) {
      const toml::table* rt = n.as_table();
      const std::string where = file + ":" + std::to_string(n.source().begin.line);
      if (!rt) continue;
      Rule r;
      r.source = where;
      auto str = [&](const char* key, std::string* dst) {
        const toml::node* v = rt->get(key);
        if (!v || !v->is_string()) {
          errors += where + ": " + key + ": missing or not a string\n";
          return;
        }
        *dst = v->as_string()->get();
      };
      auto list = [&](const char* key, std::vector<std::string>* dst) {
        const toml::node* v = rt->get(key);
        const toml::array* a = v ? v->as_array() : nullptr;
        if (!a || a->empty()) {
          errors += where + ": " + key +
                    ": missing; accepted: a non-empty array of strings (every rule carries "
                    "fixtures)\n";
          return;
        }
        for (const toml::node& e : *a) {
          if (e.is_string()) dst->push_back(e.as_string()->get());
        }
      };
      str("id", &r.id);
      str("category", &r.category);
      str("kind", &r.kind);
      str("target", &r.target);
      str("field", &r.field);
      str("pattern", &r.pattern);
      str("severity", &r.severity);
      str("description", &r.description);
      list("positive", &r.positive);
      list("negative", &r.negative);
      if (!r.id.empty() && !ids.insert(r.id).second) {
        errors += where + ": id: \"" + r.id + "\" is used twice\n";
      }
      if (r.kind == "trajectory") {
        if (!kTrajectoryTargets.count(r.target)) {
          errors += where + ": target: \"" + r.target +
                    "\"; accepted: " + Join(kTrajectoryTargets) + "\n";
        }
        if (!kTrajectoryFields.count(r.field)) {
          errors +=
              where + ": field: \"" + r.field + "\"; accepted: " + Join(kTrajectoryFields) + "\n";
        }
      } else if (r.kind == "runtime") {
        if (!kRuntimeTargets.count(r.target)) {
          errors +=
              where + ": target: \"" + r.target + "\"; accepted: " + Join(kRuntimeTargets) + "\n";
        }
        if (!kRuntimeFields.count(r.field)) {
          errors +=
              where + ": field: \"" + r.field + "\"; accepted: " + Join(kRuntimeFields) + "\n";
        }
      } else if (r.kind == "static") {
        if (!kStaticTargets.count(r.target)) {
          errors +=
              where + ": target: \"" + r.target + "\"; accepted: " + Join(kStaticTargets) + "\n";
        }
        if (r.field != "text") {
          errors += where + ": field: \"" + r.field + "\"; accepted: text\n";
        }
      } else if (r.kind == "provenance") {
        if (!kProvenanceTargets.count(r.target)) {
          errors += where + ": target: \"" + r.target +
                    "\"; accepted: " + Join(kProvenanceTargets) + "\n";
        }
        if (r.field != "text") {
          errors += where + ": field: \"" + r.field + "\"; accepted: text\n";
        }
      } else if (!r.kind.empty()) {
        errors += where + ": kind: \"" + r.kind +
                  "\"; accepted: trajectory, runtime, static, provenance\n";
      }
      if (!r.severity.empty() && r.severity != "low" && r.severity != "medium" &&
          r.severity != "high") {
        errors += where + ": severity: \"" + r.severity + "\"; accepted: low, medium, high\n";
      }
      try {
        std::regex(Expand(r.pattern, ProtectedPaths{}));
      } catch (const std::regex_error& e) {
        errors += where + ": pattern: not a valid regular expression (" + e.what() + ")\n";
      }
      lib.rules_.push_back(std::move(r));
    }
  }
  if (!errors.empty()) {
    errors.pop_back();
    return Status::InvalidInput(errors);
  }
  lib.version_ = "rules-" + h.Hex();
  return lib;
}

bool RuleLibrary::Matches(size_t i, const std::string& value, const ProtectedPaths& paths) const {
  const Rule& r = rules_[i];
  const std::regex re(Expand(r.pattern, paths));
  if (r.kind != "static" || r.target == "file" || r.target == "edit" || r.target == "rewrite" ||
      r.target == "config") {
    return std::regex_search(value, re);
  }
  for (const Fact& f : AnalyzePython(value, "fixture.py").facts) {
    if (f.kind == r.target && std::regex_search(f.text, re)) return true;
  }
  return false;
}

std::vector<Hit> RuleLibrary::CheckStatic(const StaticAnalysis& analysis,
                                          const ProtectedPaths& paths) const {
  std::vector<Hit> hits;
  for (const Rule& r : rules_) {
    if (r.kind != "static") continue;
    const std::regex re(Expand(r.pattern, paths));
    for (const Fact& f : analysis.facts) {
      if (f.kind != r.target || !std::regex_search(f.text, re)) continue;
      // The agent's own test files are not run by the grader: only what they are (file
      // rules) matters, not what their code does.
      // Nor does the code of a collection hook that can skip none of the hidden tests.
      if ((f.test_file || f.own_tests) && r.target != "file") continue;
      Hit h{r.id, r.category, r.severity,
            f.file + (f.line > 0 ? ":" + std::to_string(f.line) : "") + ": " + f.kind + " " +
                Clip(f.text) + (f.obfuscated ? " (obfuscated)" : "")};
      h.obfuscated = f.obfuscated;
      hits.push_back(std::move(h));
    }
  }
  return hits;
}

std::vector<Hit> RuleLibrary::CheckProvenance(const std::vector<Origin>& origins) const {
  std::vector<Hit> hits;
  for (const Rule& r : rules_) {
    if (r.kind != "provenance") continue;
    const std::regex re(r.pattern);
    for (const Origin& o : origins) {
      const std::string text = ProvenanceText(o);
      if (o.kind != r.target || !std::regex_search(text, re)) continue;
      hits.push_back(
          {r.id, r.category, r.severity,
           "trajectory line " + std::to_string(o.line) + " (provenance): " + Clip(text)});
    }
  }
  return hits;
}

std::string ResultSummary(const sandbox::SandboxResult& r) {
  const bool report = r.reason.rfind("no JUnit report", 0) != 0;
  return "exit=" + std::to_string(r.exit_code) + " report=" + (report ? "present" : "missing") +
         " contradicts=" + (r.report_contradicts_exit ? "1" : "0") +
         " skipped=" + std::to_string(r.tests.skipped) + " total=" + std::to_string(r.tests.total) +
         " status=" + sandbox::RunStatusName(r.status);
}

std::vector<Hit> RuleLibrary::CheckResult(const sandbox::SandboxResult& result) const {
  std::vector<Hit> hits;
  const std::string summary = ResultSummary(result);
  for (const Rule& r : rules_) {
    if (r.kind != "runtime" || r.target != "result") continue;
    if (std::regex_search(summary, std::regex(r.pattern))) {
      hits.push_back({r.id, r.category, r.severity, "sandbox result: " + summary});
    }
  }
  return hits;
}

namespace {

// A shell command with its relative paths made absolute where it says against what: after
// `cd DIR` (for the rest of the command) and `-C DIR` / `--directory=DIR` (tar, git, make: for
// the rest of that segment). `tar -C / -cf - grader/tests` names /grader/tests. Empty when
// nothing was resolved; program names and options are kept as they are.
std::string ResolvedCommand(const std::string& cmd) {
  std::istringstream in(cmd);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  static const std::set<std::string> kSeparators = {"|", ";", "&&", "||", "&"};
  auto join = [](const std::string& dir, const std::string& rel) {
    return dir.ends_with("/") ? dir + rel : dir + "/" + rel;
  };
  std::string cwd, segment_dir, out;
  bool resolved = false, first = true;
  for (size_t i = 0; i < words.size(); ++i) {
    std::string w = words[i];
    if (kSeparators.count(w)) {
      segment_dir.clear();
      first = true;
      out += w + " ";
      continue;
    }
    if (first) {
      first = false;
      if (w == "cd" && i + 1 < words.size() && words[i + 1][0] == '/') {
        cwd = words[i + 1];
      }
      out += w + " ";
      continue;
    }
    if ((w == "-C" || w == "--directory") && i + 1 < words.size()) {
      segment_dir = words[i + 1];
      out += w + " " + words[++i] + " ";
      continue;
    }
    if (w.rfind("--directory=", 0) == 0) segment_dir = w.substr(12);
    const std::string& dir = segment_dir.empty() ? cwd : segment_dir;
    const char c = w[0];
    if (!dir.empty() && dir[0] == '/' && c != '-' && c != '/' && c != '$' && c != '~' &&
        c != '\'' && c != '"' && c != '>' && c != '<' && w.find('=') == std::string::npos) {
      w = join(dir, w);
      resolved = true;
    }
    out += w + " ";
  }
  return resolved ? out : std::string();
}

}  // namespace

std::vector<Hit> RuleLibrary::CheckTrajectory(const std::vector<Action>& actions,
                                              const ProtectedPaths& paths) const {
  std::vector<Hit> hits;
  for (size_t i = 0; i < rules_.size(); ++i) {
    const Rule& r = rules_[i];
    if (r.kind != "trajectory") continue;
    const std::regex re(Expand(r.pattern, paths));
    for (const Action& a : actions) {
      if (r.target != "any" && r.target != ActionTypeName(a.type)) continue;
      const std::string& v = r.field == "cmd"       ? a.cmd
                             : r.field == "output"  ? a.output
                             : r.field == "path"    ? a.path
                             : r.field == "content" ? a.content
                                                    : a.text;
      // A command is also read with its relative paths resolved (`tar -C / ... grader/tests`).
      const std::string resolved = r.field == "cmd" ? ResolvedCommand(v) : std::string();
      if (!v.empty() &&
          (std::regex_search(v, re) || (!resolved.empty() && std::regex_search(resolved, re)))) {
        hits.push_back({r.id, r.category, r.severity,
                        "trajectory line " + std::to_string(a.line) + " (" +
                            ActionTypeName(a.type) + "): " + Clip(v)});
      }
    }
  }
  return hits;
}

std::vector<Hit> RuleLibrary::CheckAudit(const std::vector<sandbox::AuditEvent>& events,
                                         const ProtectedPaths& paths) const {
  std::vector<Hit> hits;
  for (size_t i = 0; i < rules_.size(); ++i) {
    const Rule& r = rules_[i];
    if (r.kind != "runtime") continue;
    const std::regex re(Expand(r.pattern, paths));
    for (size_t k = 0; k < events.size(); ++k) {
      const sandbox::AuditEvent& e = events[k];
      const std::string kind = sandbox::AuditKindName(e.kind);
      if (r.target == "result") continue;
      const bool target_ok =
          r.target == "open_write" ? (kind == "open" && sandbox::IsWriteOpen(e)) : r.target == kind;
      if (!target_ok) continue;
      const std::string& v = r.field == "path"      ? e.path
                             : r.field == "syscall" ? e.syscall
                                                    : e.detail;
      if (!v.empty() && std::regex_search(v, re)) {
        hits.push_back({r.id, r.category, r.severity,
                        "audit event " + std::to_string(k) + ": " + kind + " " + Clip(e.path) +
                            (e.detail.empty() ? "" : " [" + Clip(e.detail) + "]") + " " +
                            e.result});
      }
    }
  }
  return hits;
}

}  // namespace agentrl::antihack
