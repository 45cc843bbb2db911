// `agentrl config check FILE` and `agentrl config dump [FILE]`.
#include <iostream>

#include "agentrl/harness/experiment_config.h"
#include "commands.h"

namespace agentrl::cli {

void AddConfigCommands(CLI::App& app, CommandContext& ctx) {
  CLI::App* config =
      AddSubcommand(app, "config", "Validate experiment files and print resolved configs");
  config->require_subcommand(1);

  auto* check = AddSubcommand(
      *config, "check", "Validate FILE: every error with its file, line, key and accepted values");
  auto check_path = std::make_shared<std::string>();
  check->add_option("FILE", *check_path, "experiment TOML file")->required();
  check->callback([&ctx, check_path] {
    ctx.action = [check_path]() -> Status {
      auto cfg = config::LoadFile<harness::ExperimentConfig>(*check_path);
      if (!cfg.ok()) return cfg.status();
      std::cout << *check_path << ": ok\n";
      return Status::Ok();
    };
  });

  auto* dump =
      AddSubcommand(*config, "dump",
                    "Print FILE fully resolved (defaults filled in, every key documented); "
                    "without FILE, the defaults");
  auto dump_path = std::make_shared<std::string>();
  dump->add_option("FILE", *dump_path, "experiment TOML file");
  dump->callback([&ctx, dump_path] {
    ctx.action = [dump_path]() -> Status {
      harness::ExperimentConfig cfg;
      if (!dump_path->empty()) {
        auto loaded = config::LoadFile<harness::ExperimentConfig>(*dump_path);
        if (!loaded.ok()) return loaded.status();
        cfg = std::move(*loaded);
      }
      std::cout << config::DumpConfig(cfg);
      return Status::Ok();
    };
  });
}

}  // namespace agentrl::cli
