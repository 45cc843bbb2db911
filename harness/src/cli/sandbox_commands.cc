// `agentrl sandbox run|exec` and `agentrl tasks validate|calibrate`.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "agentrl/core/text.h"
#include "agentrl/sandbox/pool.h"
#include "agentrl/sandbox/runner.h"
#include "agentrl/sandbox/task_tools.h"
#include "commands.h"

namespace agentrl::cli {
namespace {

namespace sb = sandbox;
namespace fs = std::filesystem;

struct SandboxFlags {
  std::string task, submission;
  bool json = false, no_audit = false, unsafe = false, keep = false, partial = false;
  double compile_error_reward = 0;
  std::vector<std::string> command;
};

void AddSharedFlags(CLI::App* c, SandboxFlags* f) {
  c->add_flag("--no-audit", f->no_audit, "turn the runtime audit (seccomp notification) off");
  c->add_flag("--unsafe-no-isolation", f->unsafe,
              "DEBUG ONLY: run without namespaces or seccomp (rlimits and the timeout still "
              "apply); every result is marked unsafe");
  c->add_flag("--keep-run-dir", f->keep, "keep the run directory (printed) for inspection");
}

sb::RunOptions Options(const SandboxFlags& f) {
  sb::RunOptions o;
  o.audit = !f.no_audit;
  o.unsafe_no_isolation = f.unsafe;
  o.keep_run_dir = f.keep;
  o.reward.partial_credit = f.partial;
  o.reward.compile_error = f.compile_error_reward;
  return o;
}

Status Preflight(const SandboxFlags& f) {
  if (f.unsafe) {
    std::cerr << "WARNING: --unsafe-no-isolation: the code runs as a plain child process with "
                 "your privileges; results are marked unsafe\n";
    return Status::Ok();
  }
  return sb::CheckIsolation();
}

Status RunCmd(const SandboxFlags& f) {
  if (Status st = Preflight(f); !st.ok()) return st;
  auto task = sb::LoadTask(f.task);
  if (!task.ok()) return task.status();
  auto r = sb::RunSubmission(*task, f.submission, Options(f));
  if (!r.ok()) return r.status();
  if (f.json) {
    std::cout << sb::ResultToJson(*r, true) << "\n";
  } else {
    std::cout << sb::FormatResult(*r);
  }
  if (r->status == sb::RunStatus::kSandboxError) {
    return Status::Runtime("the sandbox failed: " + EscapeForTerminal(r->reason));
  }
  return Status::Ok();
}

std::string Fixed(double v, int prec) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", prec, v);
  return b;
}

// `sandbox exec`'s text output. What the program wrote is shown escaped (core/text.h), so its
// control bytes cannot drive the reader's terminal; the byte counts are what it wrote.
std::string FormatExecOutcome(const sb::ExecOutcome& e) {
  std::ostringstream os;
  if (e.unsafe) os << "UNSAFE: ran with --unsafe-no-isolation\n";
  os << "status: " << sb::TerminationName(e.termination);
  if (e.termination == sb::Termination::kExited) os << ", exit code " << e.exit_code;
  if (e.termination == sb::Termination::kSignaled) os << ", signal " << e.signal;
  if (e.termination == sb::Termination::kTimeout) {
    os << (e.limit_hit == sb::LimitHit::kTreeCpu   ? " (CPU-time limit)"
           : e.limit_hit == sb::LimitHit::kStarved ? " (wall-clock ceiling: starved)"
                                                   : " (wall-clock limit)");
  }
  if (!e.error.empty()) os << ": " << e.error;
  os << ", wall " << Fixed(e.wall_s, 3) << " s (" << Fixed(e.cpu_wait_s, 3)
     << " s waiting for a CPU), cpu " << Fixed(e.cpu_s, 3) << " s, peak "
     << Fixed(static_cast<double>(e.peak_rss_kb) / 1024, 1) << " MB\n";
  auto stream = [&os](const char* name, const std::string& kept, int64_t total) {
    os << "--- " << name << " (" << total << " bytes";
    if (total > static_cast<int64_t>(kept.size())) os << ", the first " << kept.size() << " shown";
    os << ") ---\n" << kept;
    if (!kept.empty() && kept.back() != '\n') os << "\n";
  };
  stream("stdout", e.stdout_text, e.stdout_bytes);
  stream("stderr", e.stderr_text, e.stderr_bytes);
  if (e.audit_enabled) os << sb::FormatAuditSummary(e.audit, e.audit_dropped);
  return EscapeForTerminal(os.str());
}

Status ExecCmd(const SandboxFlags& f) {
  if (Status st = Preflight(f); !st.ok()) return st;
  auto task = sb::LoadTask(f.task);
  if (!task.ok()) return task.status();
  auto o = sb::ExecInTask(*task, f.submission, f.command, Options(f));
  if (!o.ok()) return o.status();
  sb::StepRecord step{"exec", "", std::move(*o)};
  std::cout << (f.json ? sb::StepToJson(step, true) + "\n" : FormatExecOutcome(step.outcome));
  if (step.outcome.termination == sb::Termination::kSandboxError) {
    return Status::Runtime("the sandbox failed: " + EscapeForTerminal(step.outcome.error));
  }
  return Status::Ok();
}

// Task directories named directly, or found (sorted) below a directory without a task.toml.
Result<std::vector<sb::Task>> CollectTasks(const std::vector<std::string>& dirs) {
  std::vector<std::string> found;
  for (const std::string& d : dirs) {
    std::error_code ec;
    if (fs::exists(fs::path(d) / "task.toml", ec)) {
      found.push_back(d);
      continue;
    }
    if (!fs::is_directory(d, ec)) return Status::NotFound(d + ": no such task directory");
    std::vector<std::string> below;
    for (auto it = fs::recursive_directory_iterator(d, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (it->path().filename() == "task.toml") below.push_back(it->path().parent_path());
    }
    if (below.empty()) return Status::NotFound(d + ": holds no task.toml");
    std::sort(below.begin(), below.end());
    found.insert(found.end(), below.begin(), below.end());
  }
  std::vector<sb::Task> tasks;
  for (const std::string& d : found) {
    auto t = sb::LoadTask(d);
    if (!t.ok()) return t.status();
    tasks.push_back(std::move(*t));
  }
  return tasks;
}

Status ValidateCmd(const std::vector<std::string>& dirs, const SandboxFlags& f, int workers) {
  if (Status st = Preflight(f); !st.ok()) return st;
  auto tasks = CollectTasks(dirs);
  if (!tasks.ok()) return tasks.status();
  sb::PoolOptions po;
  po.workers = workers;
  po.run = Options(f);
  sb::ExecutionPool pool(po);
  // Each task is validated in a pool worker: reference and starter one after the other.
  // The held-out tests, where a task has them, run as a third job.
  std::vector<std::future<sb::PoolResult>> refs, starters, helds;
  for (const sb::Task& t : *tasks) {
    refs.push_back(pool.Submit(t, t.reference_dir()));
    starters.push_back(pool.Submit(t, ""));
    if (t.has_heldout()) helds.push_back(pool.Submit(sb::HeldoutTask(t), t.reference_dir()));
  }
  int bad = 0;
  for (size_t i = 0, h = 0; i < tasks->size(); ++i) {
    const sb::Task& t = (*tasks)[i];
    sb::PoolResult ref = refs[i].get(), start = starters[i].get(), held;
    if (t.has_heldout()) held = helds[h++].get();
    for (const sb::PoolResult* r : {&ref, &start, &held}) {
      if (!r->error.ok()) return r->error;
    }
    const std::vector<std::string> problems = sb::ValidationProblems(
        t, ref.result, start.result, t.has_heldout() ? &held.result : nullptr);
    const std::string held_text =
        t.has_heldout() ? std::to_string(held.result.tests.passed) + "/" +
                              std::to_string(held.result.tests.total)
                        : "-";
    std::printf("%-28s %-6s %-6s reference %-7s %2lld/%-2lld %.2fs  held-out %-5s starter %-13s %s\n",
                t.config.id.c_str(), t.config.language.c_str(), t.config.tier.c_str(),
                sb::RunStatusName(ref.result.status),
                static_cast<long long>(ref.result.tests.passed),
                static_cast<long long>(ref.result.tests.total), ref.result.wall_s,
                held_text.c_str(), sb::RunStatusName(start.result.status),
                problems.empty() ? "ok" : "INVALID");
    for (const std::string& p : problems) {
      std::printf("    %s: %s\n", t.dir.c_str(), EscapeForTerminal(p).c_str());
    }
    bad += !problems.empty();
  }
  const sb::PoolStats s = pool.stats();
  std::printf("%zu tasks: %zu valid, %d invalid (%lld infrastructure retries)\n", tasks->size(),
              tasks->size() - static_cast<size_t>(bad), bad,
              static_cast<long long>(s.infra_failures));
  if (s.infra_failures > 0)
    std::printf("last infrastructure failure: %s\n",
                EscapeForTerminal(s.last_infra_reason).c_str());
  if (bad) return Status::InvalidInput(std::to_string(bad) + " task(s) failed validation");
  return Status::Ok();
}

Status CalibrateCmd(const std::vector<std::string>& dirs, const SandboxFlags& f, int runs,
                    double margin, double min_limit, bool dry_run) {
  if (Status st = Preflight(f); !st.ok()) return st;
  auto tasks = CollectTasks(dirs);
  if (!tasks.ok()) return tasks.status();
  for (const sb::Task& t : *tasks) {
    auto cal = sb::CalibrateTask(t, runs, margin, min_limit, Options(f));
    if (!cal.ok()) return cal.status();
    std::printf(
        "%-28s p99 %.3f s of CPU over %zu runs x margin %.1f -> time_limit_s %.1f (was %.1f)%s\n",
        t.config.id.c_str(), cal->p99_s, cal->test_cpu_s.size(), cal->margin, cal->time_limit_s,
        t.config.time_limit_s, dry_run ? " [dry run]" : "");
    if (!dry_run) {
      if (Status st = sb::WriteCalibration(t, *cal); !st.ok()) return st;
    }
  }
  return Status::Ok();
}

}  // namespace

void AddSandboxCommands(CLI::App& app, CommandContext& ctx) {
  CLI::App* sbc = AddSubcommand(
      app, "sandbox", "Isolated execution: grade a submission or run one command in a task");
  sbc->require_subcommand(1);

  auto* check = AddSubcommand(*sbc, "check",
                              "Check that this host can isolate (bubblewrap, user namespaces, "
                              "seccomp) by running a trial sandbox; exit 1 with the reason if not");
  check->callback([&ctx] {
    ctx.action = []() -> Status {
      if (Status st = sb::CheckIsolation(); !st.ok()) return st;
      std::cout << "sandbox: isolation available (bubblewrap with user, pid, net, ipc, uts, "
                   "mount and cgroup namespaces; seccomp filter; rlimits; audit via seccomp "
                   "user notification)\n";
      return Status::Ok();
    };
  });

  auto rf = std::make_shared<SandboxFlags>();
  auto* run = AddSubcommand(*sbc, "run",
                            "Lay a submission over the task's starter, run the hidden tests, "
                            "print the structured result and an audit summary");
  run->add_option("--task", rf->task, "task directory (task.toml, starter/, tests/, reference/)")
      ->required();
  run->add_option("--submission", rf->submission,
                  "directory whose files are laid over the starter (omit: the bare starter)");
  run->add_flag("--json", rf->json, "print the result as one JSON object, audit included");
  run->add_flag("--partial-credit", rf->partial,
                "reward the passed fraction of expected tests instead of 0 on failure");
  run->add_option("--compile-error-reward", rf->compile_error_reward,
                  "reward for a compile_error (default 0)");
  AddSharedFlags(run, rf.get());
  run->callback([&ctx, rf] { ctx.action = [rf] { return RunCmd(*rf); }; });

  auto ef = std::make_shared<SandboxFlags>();
  auto* exec = AddSubcommand(*sbc, "exec",
                             "Run one command in the task's workspace under the same isolation "
                             "and limits (hidden tests absent), as an agent's tool call");
  exec->add_option("--task", ef->task, "task directory")->required();
  exec->add_option("--submission", ef->submission, "laid over the starter first");
  exec->add_flag("--json", ef->json, "print the outcome as one JSON object, audit included");
  AddSharedFlags(exec, ef.get());
  exec->add_option("COMMAND", ef->command, "the command and its arguments, after --")
      ->required();
  exec->callback([&ctx, ef] { ctx.action = [ef] { return ExecCmd(*ef); }; });

  CLI::App* tc = AddSubcommand(app, "tasks", "Task corpus tools: validate and calibrate");
  tc->require_subcommand(1);
  struct TaskFlags {
    std::vector<std::string> dirs;
    SandboxFlags flags;
    int workers = 0, runs = 10;
    double margin = 3.0, min_limit = 2.0;
    bool dry_run = false;
  };
  auto vf = std::make_shared<TaskFlags>();
  auto* validate = AddSubcommand(*tc, "validate",
                                 "Check that each reference passes and each starter fails "
                                 "(directories are searched for task.toml)");
  validate->add_option("DIR", vf->dirs, "task directories or directories holding tasks")
      ->required();
  validate->add_option("--workers", vf->workers, "concurrent sandboxes (default: the cores)")
      ->check(CLI::Range(0, 256));
  AddSharedFlags(validate, &vf->flags);
  validate->callback([&ctx, vf] {
    ctx.action = [vf] { return ValidateCmd(vf->dirs, vf->flags, vf->workers); };
  });

  auto cf = std::make_shared<TaskFlags>();
  auto* calibrate = AddSubcommand(
      *tc, "calibrate",
      "Run each reference's suite repeatedly and set time_limit_s from its P99 with a margin");
  calibrate->add_option("DIR", cf->dirs, "task directories or directories holding tasks")
      ->required();
  calibrate->add_option("--runs", cf->runs, "runs of the reference per task")
      ->check(CLI::Range(1, 1000));
  calibrate->add_option("--margin", cf->margin, "time_limit_s = max(--min-limit, P99 x margin)")
      ->check(CLI::Range(1.0, 1000.0));
  calibrate->add_option("--min-limit", cf->min_limit, "smallest limit set, in seconds")
      ->check(CLI::Range(0.1, 3600.0));
  calibrate->add_flag("--dry-run", cf->dry_run, "print the limits without writing task.toml");
  AddSharedFlags(calibrate, &cf->flags);
  calibrate->callback([&ctx, cf] {
    ctx.action = [cf] {
      return CalibrateCmd(cf->dirs, cf->flags, cf->runs, cf->margin, cf->min_limit, cf->dry_run);
    };
  });
}

}  // namespace agentrl::cli
