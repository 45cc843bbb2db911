// `agentrl serve`: the sandbox and the reward over HTTP (serve/README.md).
#include <iostream>

#include "agentrl/harness/experiment_config.h"
#include "agentrl/serve/serve.h"
#include "commands.h"

namespace agentrl::cli {

void AddServeCommand(CLI::App& app, CommandContext& ctx) {
  struct Options {
    std::string config_path, listen, token_file, store, tasks;
    bool insecure_no_auth = false;
    int64_t workers = -1, queue = -1;
  };
  auto opts = std::make_shared<Options>();
  auto* serve = AddSubcommand(
      app, "serve",
      "Serve the sandbox (SandboxFusion's POST /run_code) and the two-stage reward (POST "
      "/v1/reward, OpenRLHF's POST /get_reward) over HTTP until SIGTERM");
  serve->add_option("--config", opts->config_path,
                    "experiment TOML whose [serve] section is used (see `agentrl config dump`)");
  serve->add_option("--listen", opts->listen,
                    "HOST:PORT (default 127.0.0.1:8080; port 0 picks a free one, printed as "
                    "`listening on HOST:PORT`; the last one given wins)")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  serve->add_option("--token-file", opts->token_file,
                    "file with the bearer token (default: $AGENTRL_SERVE_TOKEN)");
  serve->add_flag("--insecure-no-auth", opts->insecure_no_auth,
                  "accept requests without a token (loopback addresses only)");
  serve->add_option("--store", opts->store, "SQLite store (default serve.sqlite)");
  serve->add_option("--tasks", opts->tasks, "task root for /v1/reward (default tasks/python)");
  serve->add_option("--workers", opts->workers, "sandbox executions at once (0 = cores)")
      ->check(CLI::Range(0, 1024));
  serve->add_option("--queue", opts->queue, "admitted requests that may wait (beyond: 429)")
      ->check(CLI::Range(0, 100000));
  serve->callback([&ctx, opts] {
    ctx.action = [opts]() -> Status {
      auto cfg = harness::LoadExperiment(opts->config_path);
      if (!cfg.ok()) return cfg.status();
      harness::ServeSection s = cfg->serve;
      if (!opts->listen.empty()) s.listen = opts->listen;
      if (!opts->token_file.empty()) s.token_file = opts->token_file;
      if (!opts->store.empty()) s.store = opts->store;
      if (!opts->tasks.empty()) s.tasks = opts->tasks;
      s.insecure_no_auth = s.insecure_no_auth || opts->insecure_no_auth;
      if (opts->workers >= 0) s.workers = opts->workers;
      if (opts->queue >= 0) s.queue_capacity = opts->queue;
      return serve::RunServe(s, cfg->antihack, std::cout, std::cerr);
    };
  });
}

}  // namespace agentrl::cli
