// `agentrl run [CONFIG]`: the experiment's job (closed loop, training or the kernels check) on an
// experiment file (default: the embedded experiments/quickstart.toml); `agentrl ablate FILE`.
#include <iostream>
#include <regex>

#include <unistd.h>

#include "agentrl/harness/ablate.h"
#include "agentrl/harness/ablate_slurm.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/kernels_check_job.h"
#include "agentrl/harness/loop_job.h"
#include "agentrl/harness/train_job.h"
#include "commands.h"

namespace agentrl::cli {
namespace {

struct AblateOptions {
  std::string file;
  std::string backend = "local";
  bool dry_run = false;
  std::string partition, account, time_limit;
};

// The path of this binary (the workers and the Slurm elements run it unless told otherwise).
Result<std::string> SelfPath() {
  char self[4096];
  const ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
  if (n <= 0) return Status::Runtime("cannot find the agentrl binary (/proc/self/exe)");
  return std::string(self, static_cast<size_t>(n));
}

Status RunAblate(const AblateOptions& o) {
  auto spec = harness::LoadAblation(o.file);
  if (!spec.ok()) return spec.status();
  auto self = SelfPath();
  if (!self.ok()) return self.status();
  if (o.backend == "local") {
    if (o.dry_run) return Status::InvalidInput("--dry-run: accepted with --backend slurm only");
    return harness::RunAblation(*spec, *self, std::cout, std::cerr);
  }
  if (!o.partition.empty()) spec->slurm.partition = o.partition;
  if (!o.account.empty()) spec->slurm.account = o.account;
  if (!o.time_limit.empty()) spec->slurm.time_limit = o.time_limit;
  return harness::RunAblationOnSlurm(*spec, *self, o.dry_run, std::cout, std::cerr);
}

void AddAblateCommand(CLI::App& app, CommandContext& ctx) {
  auto opts = std::make_shared<AblateOptions>();
  auto* ablate = AddSubcommand(app, "ablate",
                               "Run a grid of factors x seeds over a base experiment in parallel "
                               "worker processes or as a Slurm job array (resumable), aggregate "
                               "with 95% intervals, and report");
  ablate->add_option("FILE", opts->file,
                     "ablation TOML (name, base, out_dir, seeds, workers, [factors] or "
                     "[[cells]], [slurm])")
      ->required();
  ablate->add_option("--backend", opts->backend,
                     "where the runs run: local worker processes, or one Slurm job array")
      ->check(CLI::IsMember({"local", "slurm"}))
      ->default_str("local");
  ablate->add_flag("--dry-run", opts->dry_run,
                   "slurm: print the sbatch script, write and submit nothing");
  const auto name = [](const std::string& v) -> std::string {
    return std::regex_match(v, std::regex("[A-Za-z0-9_.,-]+")) ? ""
                                                               : "accepted: letters, digits, _ . , -";
  };
  ablate->add_option("--partition", opts->partition, "slurm: override [slurm] partition")
      ->check(name);
  ablate->add_option("--account", opts->account, "slurm: override [slurm] account")->check(name);
  ablate->add_option("--time", opts->time_limit,
                     "slurm: override [slurm] time_limit (per run, e.g. 02:00:00)")
      ->check([](const std::string& v) -> std::string {
        return std::regex_match(v, std::regex("(UNLIMITED|INFINITE|([0-9]+-)?[0-9]+(:[0-9]+){0,2})"))
                   ? ""
                   : "accepted: MM, HH:MM:SS, D-HH:MM:SS or UNLIMITED";
      });
  ablate->callback([&ctx, opts] { ctx.action = [opts]() { return RunAblate(*opts); }; });
}

}  // namespace

void AddRunCommand(CLI::App& app, CommandContext& ctx) {
  struct Options {
    std::string config_path;
    std::string out_dir;
    int threads = -1;
  };
  auto opts = std::make_shared<Options>();
  auto* run = AddSubcommand(app, "run", "Run one experiment (default: the embedded quickstart)");
  run->add_option("CONFIG", opts->config_path,
                  "experiment TOML file (default: embedded quickstart.toml)");
  run->add_option("--out-dir", opts->out_dir, "override run.out_dir");
  run->add_option("--threads", opts->threads, "override run.threads (0 = all cores)")
      ->check(CLI::Range(0, 1024));
  AddAblateCommand(app, ctx);
  run->callback([&ctx, opts] {
    ctx.action = [opts]() -> Status {
      auto cfg = harness::LoadExperiment(opts->config_path, opts->out_dir, opts->threads);
      if (!cfg.ok()) return cfg.status();
      // One job per experiment: the closed loop, training, or (neither enabled) the kernels
      // check; [loop] takes precedence over [train].
      if (cfg->loop.enabled) return harness::RunLoopJob(*cfg, std::cout);
      if (cfg->train.enabled) return harness::RunTrainJob(*cfg, std::cout);
      return harness::RunKernelsCheckJob(*cfg, std::cout);
    };
  });
}

}  // namespace agentrl::cli
