#include "agentrl/sandbox/runner.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "agentrl/core/config.h"
#include "agentrl/core/hash.h"
#include "agentrl/core/text.h"
#include "agentrl/sandbox/run_dir.h"

namespace fs = std::filesystem;

namespace agentrl::sandbox {
namespace {

std::string Fmt(double v, int prec = 2) {
  char b[64];
  std::snprintf(b, sizeof(b), "%.*f", prec, v);
  return b;
}

// Copies src over dst recursively; symlinks are copied as links (never followed).
Status Overlay(const std::string& src, const std::string& dst) {
  std::error_code ec;
  fs::copy(src, dst,
           fs::copy_options::recursive | fs::copy_options::copy_symlinks |
               fs::copy_options::overwrite_existing,
           ec);
  if (ec) return Status::IoError("cannot copy " + src + " to " + dst + ": " + ec.message());
  return Status::Ok();
}

// A run directory: work/ (the workspace), grader/tests/, report/, build/, removed with the
// object unless kept (run_dir.h: where it lives, and why nothing of it outlives this process).
Result<RunDir> MakeRunDir(const RunOptions& opts) {
  return RunDir::Make(
      {.root = opts.scratch_root, .disk_mb = opts.disk_mb, .keep = opts.keep_run_dir});
}

Status CheckSubmission(const std::string& submission_dir) {
  if (submission_dir.empty()) return Status::Ok();
  std::error_code ec;
  if (!fs::is_directory(submission_dir, ec)) {
    return Status::NotFound(submission_dir + ": no such submission directory");
  }
  return Status::Ok();
}

// sitecustomize.py of every graded step, in a read-only directory the supervisor writes
// (/grader/site) ahead of the workspace on PYTHONPATH: before any code of the submission can
// run, it imports the test runner the command starts (`python3 -m pytest`, `-m unittest`, a
// `pytest` script) with the workspace taken off sys.path, pytest's built-in plugins with it,
// so a submitted module named like them (pytest.py, a _pytest/ package) cannot stand in for
// the runner and write its report. Being first, it also keeps a submitted sitecustomize.py
// from running at every start; PYTHONNOUSERSITE does the same for usercustomize.py. Every
// other module still resolves to the workspace first, as in `python3 -m pytest` run there.
constexpr const char* kSiteCustomize =
    R"PY(# Written by the agentrl sandbox's supervisor (read-only).
import sys


def _agentrl_runner():
    argv = list(getattr(sys, "orig_argv", None) or sys.argv)
    skip = False
    for i, arg in enumerate(argv[1:], 1):
        if skip:
            skip = False
        elif arg == "-m":
            return argv[i + 1].partition(".")[0] if i + 1 < len(argv) else ""
        elif arg.startswith("-m"):
            return arg[2:].partition(".")[0]
        elif arg in ("-W", "-X", "--check-hash-based-pycs"):
            skip = True
        elif arg in ("-c", "-") or not arg.startswith("-"):
            base = arg.rsplit("/", 1)[-1]
            return "pytest" if base.startswith(("pytest", "py.test")) else ""
    return ""


def _agentrl_preload(name):
    saved = list(sys.path)
    sys.path[:] = [p for p in saved if p and p != "/workspace" and not p.startswith("/workspace/")]
    try:
        __import__(name)
        if name == "pytest":
            import importlib
            import _pytest.config

            for plugin in _pytest.config.default_plugins:
                try:
                    importlib.import_module("_pytest." + plugin)
                except Exception:
                    pass
    except Exception:
        pass
    finally:
        sys.path[:] = saved


if _agentrl_runner() in ("pytest", "unittest"):
    _agentrl_preload(_agentrl_runner())
del _agentrl_runner, _agentrl_preload
)PY";

Result<RunDir> PrepareWorkspace(const Task& task, const std::string& submission_dir,
                                const RunOptions& opts) {
  if (Status st = CheckSubmission(submission_dir); !st.ok()) return st;
  auto dir = MakeRunDir(opts);
  if (!dir.ok()) return dir.status();
  if (Status st = Overlay(task.starter_dir(), dir->path() + "/work"); !st.ok()) return st;
  if (!submission_dir.empty()) {
    if (Status st = Overlay(submission_dir, dir->path() + "/work"); !st.ok()) return st;
  }
  return dir;
}

// RLIMIT_AS makes allocation fail rather than the kernel kill the process, so running out of
// memory shows as the runtime's own error (on stderr, or on stdout where a test runner reports
// it), or as a resident peak at the limit.
bool LooksOom(const ExecOutcome& o, int64_t limit_mb) {
  for (const char* marker :
       {"MemoryError", "std::bad_alloc", "Cannot allocate memory", "out of memory"}) {
    if (o.stderr_text.find(marker) != std::string::npos ||
        o.stdout_text.find(marker) != std::string::npos) {
      return true;
    }
  }
  return o.peak_rss_kb >= limit_mb * 1024 * 95 / 100;
}

std::string SignalName(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return abbrev ? std::string("SIG") + abbrev : "signal " + std::to_string(sig);
}

std::string TimeoutDiagnosis(const TaskConfig& c, const StepRecord& s, double limit) {
  const ExecOutcome& o = s.outcome;
  std::string d;
  if (o.limit_hit == LimitHit::kTreeCpu) {
    d = "the " + s.name + " step used up its " + Fmt(limit, 1) + " s of CPU time in " +
        Fmt(o.wall_s) + " s: busy, as a loop that never ends would be. ";
  } else {
    d = "the " + s.name + " step reached the " + Fmt(kWallPerCpuLimit * limit, 1) +
        " s wall-clock limit (" + Fmt(kWallPerCpuLimit, 0) + "x its " + Fmt(limit, 1) +
        " s of CPU time; time spent waiting for a CPU is not charged: " + Fmt(o.wall_s) +
        " s passed, " + Fmt(o.cpu_wait_s) + " s of it waiting) having used " + Fmt(o.cpu_s) +
        " s of CPU: mostly idle, so blocked (sleeping, waiting on a lock or on input). ";
  }
  if (s.name != "test") {
    d += "Setup and build steps are limited by build_time_limit_s.";
  } else if (c.calibration_p99_s > 0) {
    d += "The limit is " + Fmt(c.calibration_margin, 1) + "x the reference's P99 of " +
         Fmt(c.calibration_p99_s, 3) + " s over " + std::to_string(c.calibration_runs) +
         " runs on this kind of machine, so a correct solution fits: the code looped or is far "
         "slower than the reference.";
  } else {
    d += "The limit is not calibrated (run `agentrl tasks calibrate`), so the task itself may be "
         "too slow for it on this machine.";
  }
  return d;
}

double Reward(const RewardConfig& rc, const SandboxResult& r, int64_t expected) {
  switch (r.status) {
    case RunStatus::kPassed:
      return rc.passed;
    case RunStatus::kCompileError:
      return rc.compile_error;
    case RunStatus::kFailed:
      if (rc.partial_credit && expected > 0) {
        const double frac =
            std::min(1.0, static_cast<double>(r.tests.passed) / static_cast<double>(expected));
        return rc.failed + (rc.passed - rc.failed) * frac;
      }
      return rc.failed;
    default:
      return rc.failed;
  }
}

// FNV-1a twice, from two offset bases: 128 bits. Each string is length-prefixed, so
// ("ab", "c") and ("a", "bc") differ.
struct Hasher {
  Fnv1a64 a, b{0x6c62272e07bb0142ull};
  void Add(const std::string& s) {
    const std::string len = std::to_string(s.size()) + ":";
    for (Fnv1a64* h : {&a, &b}) h->Add(len).Add(s);
  }
  std::string Hex() const { return a.Hex() + b.Hex(); }
};

nlohmann::json OutcomeJson(const StepRecord& s, bool with_audit) {
  const ExecOutcome& o = s.outcome;
  nlohmann::json j = {{"step", s.name},
                      {"command", s.command},
                      {"termination", TerminationName(o.termination)},
                      {"exit_code", o.exit_code},
                      {"signal", o.signal},
                      {"limit_hit", LimitHitName(o.limit_hit)},
                      {"wall_s", o.wall_s},
                      {"cpu_wait_s", o.cpu_wait_s},
                      {"cpu_s", o.cpu_s},
                      {"peak_rss_kb", o.peak_rss_kb},
                      {"stdout_bytes", o.stdout_bytes},
                      {"stderr_bytes", o.stderr_bytes},
                      {"audit_enabled", o.audit_enabled},
                      {"audit_dropped", o.audit_dropped}};
  // The program's output is bytes: made valid UTF-8 (see core/text.h), with a flag that is
  // always present for these two. A multi-byte character cut by the output cap is no fault of
  // the program's, so it is dropped, not flagged.
  auto put_output = [&j](const std::string& key, const std::string& kept, int64_t total) {
    Utf8Text t = ToValidUtf8(kept, total > static_cast<int64_t>(kept.size()));
    j[key] = std::move(t.text);
    j[key + "_utf8_replaced"] = t.replaced;
  };
  put_output("stdout", o.stdout_text, o.stdout_bytes);
  put_output("stderr", o.stderr_text, o.stderr_bytes);
  if (!o.error.empty()) PutUtf8(j, "sandbox_error", o.error);
  if (with_audit) {
    nlohmann::json events = nlohmann::json::array();
    for (const AuditEvent& e : o.audit) {
      nlohmann::json ev = {{"kind", AuditKindName(e.kind)},
                           {"pid", e.pid},
                           {"syscall", e.syscall},
                           {"result", e.result}};
      PutUtf8(ev, "path", e.path);  // what the program named: any bytes
      PutUtf8(ev, "detail", e.detail);
      events.push_back(std::move(ev));
    }
    j["audit"] = std::move(events);
  }
  return j;
}

}  // namespace

const char* RunStatusName(RunStatus s) {
  switch (s) {
    case RunStatus::kPassed:
      return "passed";
    case RunStatus::kFailed:
      return "failed";
    case RunStatus::kCompileError:
      return "compile_error";
    case RunStatus::kTimeout:
      return "timeout";
    case RunStatus::kOom:
      return "oom";
    case RunStatus::kCrashed:
      return "crashed";
    case RunStatus::kSandboxError:
      return "sandbox_error";
  }
  return "?";
}

void Classify(const Task& task, const RewardConfig& reward, const std::string& report_text,
              bool report_present, SandboxResult* r) {
  const TaskConfig& c = task.config;
  r->task_id = c.id;
  r->wall_s = r->cpu_s = r->cpu_wait_s = 0;
  r->peak_rss_kb = 0;
  for (const StepRecord& s : r->steps) {
    r->wall_s += s.outcome.wall_s;
    r->cpu_wait_s += s.outcome.cpu_wait_s;
    r->cpu_s += s.outcome.cpu_s;
    r->peak_rss_kb = std::max(r->peak_rss_kb, s.outcome.peak_rss_kb);
    r->unsafe = r->unsafe || s.outcome.unsafe;
  }
  auto finish = [&](RunStatus st, std::string reason) {
    r->status = st;
    r->reason = std::move(reason);
    r->reward = Reward(reward, *r, c.expected_tests);
  };
  for (const StepRecord& s : r->steps) {
    const ExecOutcome& o = s.outcome;
    r->exit_code = o.exit_code;
    r->signal = o.signal;
    const bool is_test = s.name == "test";
    const double limit = is_test ? c.time_limit_s : c.build_time_limit_s;
    if (o.termination == Termination::kSandboxError) {
      return finish(RunStatus::kSandboxError, s.name + " step: the sandbox failed: " + o.error);
    }
    if (o.termination == Termination::kTimeout && o.limit_hit == LimitHit::kStarved) {
      // Not a verdict on the code: an infrastructure failure, which the pool retries.
      return finish(RunStatus::kSandboxError,
                    s.name + " step: the machine was too busy to judge it: ended at the " +
                        Fmt(o.wall_s, 1) + " s wall-clock ceiling having waited " +
                        Fmt(o.cpu_wait_s) + " s for a CPU and used " + Fmt(o.cpu_s) + " s of one");
    }
    if (o.termination == Termination::kTimeout && o.limit_hit == LimitHit::kMemory) {
      return finish(RunStatus::kOom,
                    s.name + " step ran out of memory: its processes' resident memory together "
                             "passed the " +
                        std::to_string(c.memory_limit_mb) + " MB limit (peak seen " +
                        Fmt(static_cast<double>(o.peak_rss_kb) / 1024, 1) + " MB)");
    }
    if (o.termination == Termination::kTimeout) {
      r->timeout_diagnosis = TimeoutDiagnosis(c, s, limit);
      return finish(
          RunStatus::kTimeout,
          s.name + " step timed out: " +
              (o.limit_hit == LimitHit::kTreeCpu
                   ? Fmt(limit, 1) + " s of CPU time used"
                   : Fmt(kWallPerCpuLimit * limit, 1) + " s of wall time passed, not counting " +
                         Fmt(o.cpu_wait_s) + " s waiting for a CPU"));
    }
    const bool bad_exit = o.termination == Termination::kSignaled || o.exit_code != 0;
    if (bad_exit && LooksOom(o, c.memory_limit_mb)) {
      return finish(RunStatus::kOom, s.name + " step ran out of memory (limit " +
                                         std::to_string(c.memory_limit_mb) + " MB, peak " +
                                         Fmt(static_cast<double>(o.peak_rss_kb) / 1024, 1) +
                                         " MB resident)");
    }
    if (!is_test) {
      if (bad_exit) {
        return finish(RunStatus::kCompileError,
                      s.name + " step failed (" +
                          (o.termination == Termination::kSignaled
                               ? "killed by " + SignalName(o.signal)
                               : "exit code " + std::to_string(o.exit_code)) +
                          ")");
      }
      continue;
    }
    if (o.termination == Termination::kSignaled) {
      return finish(RunStatus::kCrashed, "the test run was killed by " + SignalName(o.signal));
    }
    // The test command runs under /bin/sh, which reports a child killed by signal N as exit
    // status 128 + N. Without a report that is a crash of the test process.
    if (!report_present && o.exit_code > 128 && o.exit_code < 128 + 32) {
      r->signal = o.exit_code - 128;
      return finish(RunStatus::kCrashed, "the test process was killed by " + SignalName(r->signal) +
                                             " (shell exit code " + std::to_string(o.exit_code) +
                                             ")");
    }
    if (!report_present) {
      return finish(RunStatus::kFailed,
                    "no JUnit report at /report/junit.xml: the test suite did not run (exit code " +
                        std::to_string(o.exit_code) + ")");
    }
    if (o.collected_bytes > static_cast<int64_t>(o.collected.size())) {
      return finish(RunStatus::kFailed, "unusable report: " + std::to_string(o.collected_bytes) +
                                            " bytes written to /report/junit.xml, over the " +
                                            std::to_string(o.collected.size()) + "-byte cap");
    }
    // The runner opens its report once. More opens for writing (seen with the audit on) are a
    // second writer's, however well-formed what it wrote.
    int report_opens = 0;
    for (const AuditEvent& e : o.audit) {
      report_opens += e.kind == AuditKind::kOpen && e.path == "/report/junit.xml" && IsWriteOpen(e);
    }
    if (report_opens > 1) {
      r->report_tampered = true;
      return finish(RunStatus::kFailed, "refused report: /report/junit.xml was opened for writing " +
                                            std::to_string(report_opens) +
                                            " times; a test runner writes it once");
    }
    auto rep = ParseJunit(report_text, "/report/junit.xml", &r->report_tampered);
    if (!rep.ok()) return finish(RunStatus::kFailed, "unusable report: " + rep.status().message());
    r->tests = rep->counts;
    r->not_passed = rep->not_passed;
    const TestCounts& t = r->tests;
    const bool all_ok =
        t.failed == 0 && t.errored == 0 && t.skipped == 0 && t.total >= c.expected_tests;
    r->report_contradicts_exit = (o.exit_code == 0 && (t.failed + t.errored > 0)) ||
                                 (o.exit_code != 0 && t.total > 0 && t.failed + t.errored == 0);
    if (all_ok && o.exit_code == 0) {
      return finish(RunStatus::kPassed, "all " + std::to_string(t.total) + " tests passed");
    }
    std::string why;
    auto add = [&why](const std::string& part) { why += (why.empty() ? "" : ", ") + part; };
    if (t.failed) add(std::to_string(t.failed) + " failed");
    if (t.errored) add(std::to_string(t.errored) + " errors");
    if (t.skipped) add(std::to_string(t.skipped) + " skipped (skips count as failures)");
    if (t.total < c.expected_tests) {
      add("only " + std::to_string(t.total) + " of " + std::to_string(c.expected_tests) +
          " expected tests ran");
    }
    if (o.exit_code != 0) add("test command exit code " + std::to_string(o.exit_code));
    if (r->report_contradicts_exit) add("the report contradicts the exit code");
    return finish(RunStatus::kFailed, why);
  }
  finish(RunStatus::kSandboxError, "no steps ran");
}

Result<std::string> SubmissionHash(const std::string& task_id, const std::string& submission_dir) {
  Hasher h;
  h.Add(task_id);
  if (submission_dir.empty()) return h.Hex();
  if (Status st = CheckSubmission(submission_dir); !st.ok()) return st;
  std::vector<fs::path> paths;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(submission_dir, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    paths.push_back(it->path());
  }
  if (ec) return Status::IoError(submission_dir + ": " + ec.message());
  std::sort(paths.begin(), paths.end());
  for (const fs::path& p : paths) {
    h.Add(fs::relative(p, submission_dir).string());
    const auto st = fs::symlink_status(p);
    if (fs::is_symlink(st)) {
      h.Add("link:" + fs::read_symlink(p).string());
    } else if (fs::is_regular_file(st)) {
      auto text = config::ReadTextFile(p.string());
      if (!text.ok()) return text.status();
      h.Add("file:" + *text);
    } else {
      h.Add(std::string("dir"));
    }
  }
  return h.Hex();
}

Limits TaskLimits(const TaskConfig& c, double limit_s) {
  Limits l;
  l.tree_cpu_s = limit_s;
  l.wall_s = kWallPerCpuLimit * limit_s;
  l.memory_mb = c.memory_limit_mb;
  return l;
}

Result<SandboxResult> RunSubmission(const Task& task, const std::string& submission_dir,
                                    const RunOptions& opts) {
  auto hash = SubmissionHash(task.config.id, submission_dir);
  if (!hash.ok()) return hash.status();
  auto dir = PrepareWorkspace(task, submission_dir, opts);
  if (!dir.ok()) return dir.status();
  const std::string& d = dir->path();
  if (Status st = Overlay(task.tests_dir(), d + "/grader/tests"); !st.ok()) return st;

  const TaskConfig& c = task.config;
  SandboxResult r;
  r.submission_hash = *hash;
  // The report reaches the grader through a FIFO that the supervisor reads while the test step
  // runs: /report is mounted read-only, and only into the test step, so the path cannot be
  // replaced, linked or left behind for later, and every byte anyone writes to it is seen (a
  // second document, or bytes around the runner's, make the report refused, not a pass).
  const std::string fifo = d + "/report/junit.xml";
  if (mkfifo(fifo.c_str(), 0600) != 0) {
    return Status::IoError("cannot make the report channel " + fifo + ": " + std::strerror(errno));
  }
  {
    std::error_code ec;
    fs::create_directories(d + "/grader/site", ec);
    std::ofstream site(d + "/grader/site/sitecustomize.py");
    site << kSiteCustomize;
    if (ec || !site.flush()) return Status::IoError("cannot write " + d + "/grader/site");
  }
  dir->GiveToSandbox();
  const std::vector<Mount> mounts = {{d + "/work", "/workspace", true},
                                     {d + "/grader/tests", "/grader/tests", false},
                                     {d + "/grader/site", "/grader/site", false},
                                     {d + "/build", "/build", true}};
  const std::pair<const char*, const std::string*> steps[] = {
      {"setup", &c.setup}, {"build", &c.build}, {"test", &c.test}};
  for (const auto& [name, command] : steps) {
    if (command->empty()) continue;
    const bool is_test = std::string(name) == "test";
    ExecSpec spec;
    spec.argv = {"/bin/sh", "-c", *command};
    spec.mounts = mounts;
    if (is_test) {
      spec.mounts.push_back({d + "/report", "/report", false});
      spec.collect_fifo = fifo;
    }
    spec.env = {{"PYTHONPATH", "/grader/site:/workspace"},
                {"PYTHONNOUSERSITE", "1"},
                {"AGENTRL_TESTS", "/grader/tests"},
                {"AGENTRL_REPORT", "/report/junit.xml"}};
    spec.limits = TaskLimits(c, is_test ? c.time_limit_s : c.build_time_limit_s);
    spec.audit = opts.audit;
    spec.unsafe_no_isolation = opts.unsafe_no_isolation;
    spec.nice = opts.nice;
    auto out = Execute(spec);
    if (!out.ok()) return out.status();
    const bool stop = out->termination != Termination::kExited || out->exit_code != 0;
    r.steps.push_back({name, *command, std::move(*out)});
    if (stop && !is_test) break;
  }
  // Read only once the test step's whole tree is dead (Execute returns then).
  std::string report;
  bool present = false;
  if (!r.steps.empty() && r.steps.back().name == "test") {
    const ExecOutcome& o = r.steps.back().outcome;
    present = o.collected_bytes > 0;
    report = o.collected;
  }
  Classify(task, opts.reward, report, present, &r);
  if (opts.keep_run_dir) r.kept_run_dir = d;
  return r;
}

Result<ExecOutcome> ExecInTask(const Task& task, const std::string& submission_dir,
                               const std::vector<std::string>& argv, const RunOptions& opts) {
  auto dir = PrepareWorkspace(task, submission_dir, opts);
  if (!dir.ok()) return dir.status();
  dir->GiveToSandbox();
  ExecSpec spec;
  spec.argv = argv;
  spec.mounts = {{dir->path() + "/work", "/workspace", true}};
  spec.env = {{"PYTHONPATH", "/workspace"}};
  spec.limits = TaskLimits(task.config, task.config.time_limit_s);
  spec.audit = opts.audit;
  spec.unsafe_no_isolation = opts.unsafe_no_isolation;
  spec.nice = opts.nice;
  return Execute(spec);
}

nlohmann::json ResultJson(const SandboxResult& r, bool with_audit) {
  nlohmann::json steps = nlohmann::json::array();
  for (const StepRecord& s : r.steps) steps.push_back(OutcomeJson(s, with_audit));
  nlohmann::json j = {{"task_id", r.task_id},
                      {"status", RunStatusName(r.status)},
                      {"reward", r.reward},
                      {"tests",
                       {{"total", r.tests.total},
                        {"passed", r.tests.passed},
                        {"failed", r.tests.failed},
                        {"errored", r.tests.errored},
                        {"skipped", r.tests.skipped}}},
                      {"exit_code", r.exit_code},
                      {"signal", r.signal},
                      {"wall_s", r.wall_s},
                      {"cpu_wait_s", r.cpu_wait_s},
                      {"cpu_s", r.cpu_s},
                      {"peak_rss_kb", r.peak_rss_kb},
                      {"report_contradicts_exit", r.report_contradicts_exit},
                      {"report_tampered", r.report_tampered},
                      {"timeout_diagnosis", r.timeout_diagnosis},
                      {"unsafe_no_isolation", r.unsafe},
                      {"submission_hash", r.submission_hash},
                      {"attempts", r.attempts},
                      {"steps", std::move(steps)}};
  // The reason and the test names can quote the program (bubblewrap's stderr, the report it
  // wrote), cut at a byte count: made valid UTF-8, flagged when altered.
  PutUtf8(j, "reason", r.reason);
  nlohmann::json not_passed = nlohmann::json::array();
  bool replaced = false;
  for (const std::string& name : r.not_passed) {
    Utf8Text t = ToValidUtf8(name);
    replaced = replaced || t.replaced;
    not_passed.push_back(std::move(t.text));
  }
  j["not_passed"] = std::move(not_passed);
  if (replaced) j["not_passed_utf8_replaced"] = true;
  return j;
}

std::string ResultToJson(const SandboxResult& r, bool with_audit) {
  return ResultJson(r, with_audit).dump();
}

std::vector<AuditEvent> AllAuditEvents(const SandboxResult& r) {
  std::vector<AuditEvent> all;
  for (const StepRecord& s : r.steps) {
    all.insert(all.end(), s.outcome.audit.begin(), s.outcome.audit.end());
  }
  return all;
}

std::string StepToJson(const StepRecord& s, bool with_audit) {
  return OutcomeJson(s, with_audit).dump();
}

std::string FormatResult(const SandboxResult& r) {
  std::ostringstream os;
  if (r.unsafe) os << "UNSAFE: ran with --unsafe-no-isolation; this result proves nothing\n";
  os << "task " << r.task_id << ": " << RunStatusName(r.status) << " (" << r.tests.passed << "/"
     << r.tests.total << " tests passed), reward " << r.reward << "\n  " << r.reason << "\n";
  if (!r.timeout_diagnosis.empty()) os << "  " << r.timeout_diagnosis << "\n";
  if (!r.kept_run_dir.empty()) os << "  run directory kept at " << r.kept_run_dir << "\n";
  os << "  wall " << Fmt(r.wall_s, 3) << " s, cpu " << Fmt(r.cpu_s, 3) << " s, peak "
     << Fmt(static_cast<double>(r.peak_rss_kb) / 1024, 1) << " MB\n";
  for (const StepRecord& s : r.steps) {
    const ExecOutcome& o = s.outcome;
    os << "  step " << s.name << ": " << TerminationName(o.termination);
    if (o.termination == Termination::kExited) os << " " << o.exit_code;
    if (o.termination == Termination::kSignaled) os << " by signal " << o.signal;
    os << " in " << Fmt(o.wall_s, 3) << " s";
    if (o.cpu_wait_s >= 0.0005) os << " (" << Fmt(o.cpu_wait_s, 3) << " s waiting for a CPU)";
    os << "\n";
  }
  for (size_t i = 0; i < r.not_passed.size() && i < 10; ++i) {
    os << "  not passed: " << r.not_passed[i] << "\n";
  }
  if (r.status != RunStatus::kPassed && !r.steps.empty()) {
    const std::string& err = r.steps.back().outcome.stderr_text;
    if (!err.empty()) {
      os << "  stderr (last 600 bytes of the " << r.steps.back().name << " step):\n"
         << Utf8Tail(err, 600) << "\n";
    }
  }
  int64_t dropped = 0;
  bool enabled = false;
  for (const StepRecord& s : r.steps) {
    dropped += s.outcome.audit_dropped;
    enabled = enabled || s.outcome.audit_enabled;
  }
  if (enabled) os << FormatAuditSummary(AllAuditEvents(r), dropped);
  // For a terminal: the reason, test names, stderr and audit paths quote the program, whose
  // control bytes must not reach it.
  return EscapeForTerminal(os.str());
}

}  // namespace agentrl::sandbox
