// `agentrl run [CONFIG]`: the main job on an experiment file (default: the embedded
// experiments/quickstart.toml).
#include <iostream>

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
  run->callback([&ctx, opts] {
    ctx.action = [opts]() -> Status {
      auto cfg = harness::LoadExperiment(opts->config_path, opts->out_dir, opts->threads);
      if (!cfg.ok()) return cfg.status();
      return harness::RunMainJob(*cfg, std::cout);
    };
  });
}

}  // namespace agentrl::cli
