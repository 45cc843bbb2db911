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
      auto cfg = opts->config_path.empty()
                     ? config::LoadString<harness::ExperimentConfig>(
                           harness::EmbeddedQuickstartToml(), harness::kEmbeddedQuickstartName)
                     : config::LoadFile<harness::ExperimentConfig>(opts->config_path);
      if (!cfg.ok()) return cfg.status();
      if (!opts->out_dir.empty()) cfg->run.out_dir = opts->out_dir;
      if (opts->threads >= 0) cfg->run.threads = opts->threads;
      return harness::RunMainJob(*cfg, std::cout);
    };
  });
}

}  // namespace agentrl::cli
