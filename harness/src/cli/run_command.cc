// `agentrl run [CONFIG]`: the main job on an experiment file (default: the embedded
// experiments/quickstart.toml).
#include <iostream>

#include <unistd.h>

#include "agentrl/harness/ablate.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/main_job.h"
#include "commands.h"

namespace agentrl::cli {

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
  auto ab = std::make_shared<std::string>();
  auto* ablate = AddSubcommand(app, "ablate",
                               "Run a grid of factors x seeds over a base experiment in parallel "
                               "worker processes (resumable), aggregate with 95% intervals, "
                               "and report");
  ablate->add_option("FILE", *ab, "ablation TOML (name, base, out_dir, seeds, workers, [factors])")
      ->required();
  ablate->callback([&ctx, ab] {
    ctx.action = [ab]() -> Status {
      auto spec = harness::LoadAblation(*ab);
      if (!spec.ok()) return spec.status();
      char self[4096];
      const ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
      if (n <= 0) return Status::Runtime("cannot find the agentrl binary (/proc/self/exe)");
      return harness::RunAblation(*spec, std::string(self, static_cast<size_t>(n)), std::cout,
                                  std::cerr);
    };
  });

  run->callback([&ctx, opts] {
    ctx.action = [opts]() -> Status {
      auto cfg = harness::LoadExperiment(opts->config_path, opts->out_dir, opts->threads);
      if (!cfg.ok()) return cfg.status();
      return harness::RunMainJob(*cfg, std::cout);
    };
  });
}

}  // namespace agentrl::cli
