// `agentrl sim sample CONFIG --out FILE.jsonl` and `agentrl lengths report --in FILE.jsonl`.
#include <iostream>

#include "agentrl/core/files.h"
#include "agentrl/core/seed.h"
#include "agentrl/harness/experiment_config.h"
#include "agentrl/harness/sim_ceiling.h"
#include "agentrl/harness/sim_evaluate.h"
#include "agentrl/harness/sim_io.h"
#include "agentrl/sim/critics.h"
#include "agentrl/sim/length_report.h"
#include "commands.h"

namespace agentrl::cli {
namespace {

Status Sample(const std::string& config_path, const std::string& out_path,
              const std::string& turns_path, int threads) {
  auto cfg = harness::LoadExperiment(config_path, "", threads);
  if (!cfg.ok()) return cfg.status();
  const sim::CodeAgentEnv env(cfg->sim);
  const auto policy = harness::MakePolicy(cfg->sample);
  const SeedTree seed(static_cast<uint64_t>(cfg->run.seed));
  const int t = static_cast<int>(cfg->run.threads);
  const sim::SimBatch b = sim::SampleBatch(
      env, *policy,
      {.tasks = cfg->sample.tasks, .group_size = cfg->sample.group_size, .threads = t},
      seed.Derive("sim").key());
  if (cfg->critic.kind == "lagged") {
    return Status::InvalidInput(
        config_path +
        ": critic.kind = \"lagged\" needs an older policy, which `sim sample` "
        "does not have; accepted here: oracle, noisy, position_biased");
  }
  const std::vector<float> values =
      sim::CriticValues(env, b, cfg->critic, seed.Derive("critic").key());
  if (Status st = WriteFileAtomic(out_path, harness::SimBatchJsonl(b, values)); !st.ok()) return st;
  if (!turns_path.empty()) {
    if (Status st = WriteFileAtomic(turns_path, harness::SimTurnsJsonl(b, cfg->sim.token_unit));
        !st.ok()) {
      return st;
    }
  }
  double j = 0;
  for (double v : b.task_value) j += v;
  int64_t mc = 0;
  for (const sim::EpisodeRecord& e : b.episodes) mc += !e.exact_truth;
  std::cout << "sampled " << b.num_sequences() << " trajectories (" << cfg->sample.tasks
            << " tasks x " << cfg->sample.group_size << "), " << b.num_tokens()
            << " tokens, policy " << cfg->sample.policy << ", critic " << cfg->critic.kind
            << "; J averaged over tasks " << j / static_cast<double>(b.task_value.size()) << " -> "
            << out_path << "\n"
            << "ground truth: exact DP for " << b.episodes.size() - static_cast<size_t>(mc)
            << " trajectories"
            << (mc ? ", Monte Carlo (" + std::to_string(cfg->sim.mc_rollouts) +
                         " rollouts per estimate; standard errors in --turns) for " +
                         std::to_string(mc) + " whose state space exceeds sim.max_exact_states"
                   : std::string())
            << "\n\n"
            << sim::FormatLengthReport(sim::BuildLengthReport(harness::LengthsOf(b)));
  return Status::Ok();
}

Status Lengths(const std::string& in_path, const std::string& json_path) {
  auto text = config::ReadTextFile(in_path);
  if (!text.ok()) return text.status();
  std::vector<harness::TrajectoryExtras> extras;
  auto batch = harness::ParseAdvantagesJsonl(*text, in_path, false, &extras);
  if (!batch.ok()) return batch.status();
  const sim::LengthReport r = sim::BuildLengthReport(harness::LengthsOf(*batch, extras));
  std::cout << sim::FormatLengthReport(r);
  if (!json_path.empty()) {
    std::string js =
        "{\"trajectories\":" + std::to_string(r.trajectories) +
        ",\"groups\":" + std::to_string(r.groups) +
        ",\"pass_rate\":" + std::to_string(r.pass_rate) +
        ",\"median_range_ratio\":" + std::to_string(r.median_range_ratio) +
        ",\"max_range_ratio\":" + std::to_string(r.max_range_ratio) +
        ",\"frac_groups_10x\":" + std::to_string(r.frac_groups_10x) +
        ",\"frac_short_fail_long_success\":" + std::to_string(r.frac_short_fail_long_success) +
        ",\"length_p50\":" + std::to_string(r.length_p50) + ",\"verdict\":\"" + r.verdict + "\"}\n";
    if (Status st = WriteFileAtomic(json_path, js); !st.ok()) return st;
  }
  return Status::Ok();
}

}  // namespace

void AddSimCommands(CLI::App& app, CommandContext& ctx) {
  CLI::App* simc =
      AddSubcommand(app, "sim", "The synthetic code-agent simulator with exact ground truth");
  simc->require_subcommand(1);
  struct SampleOptions {
    std::string config, out, turns;
    int threads = -1;
  };
  auto o = std::make_shared<SampleOptions>();
  auto* sample = AddSubcommand(
      *simc, "sample", "Sample groups of trajectories to JSON Lines (with exact advantages)");
  sample->add_option("CONFIG", o->config, "experiment TOML ([run], [sim], [sample], [critic])")
      ->required();
  sample->add_option("--out", o->out, "output JSON Lines (the `agentrl advantages` form)")
      ->required();
  sample->add_option("--threads", o->threads, "override run.threads; output does not depend on it")
      ->check(CLI::Range(0, 1024));
  sample->add_option("--turns", o->turns,
                     "also write one JSON line per turn (state, action, span, exact V, Q, A)");
  sample->callback(
      [&ctx, o] { ctx.action = [o] { return Sample(o->config, o->out, o->turns, o->threads); }; });

  auto ev = std::make_shared<SampleOptions>();
  auto* evaluate = AddSubcommand(
      *simc, "evaluate",
      "Score every estimator x critic model against the exact truth, across length spreads");
  evaluate
      ->add_option("CONFIG", ev->config,
                   "experiment TOML ([run], [sim], [sample], [evaluate], [advantages])")
      ->required();
  evaluate->add_option("--out-dir", ev->out, "override run.out_dir");
  evaluate
      ->add_option("--threads", ev->threads, "override run.threads; results do not depend on it")
      ->check(CLI::Range(0, 1024));
  evaluate->callback([&ctx, ev] {
    ctx.action = [ev]() -> Status {
      auto cfg = harness::LoadExperiment(ev->config, ev->out, ev->threads);
      if (!cfg.ok()) return cfg.status();
      return harness::RunSimEvaluate(*cfg, std::cout);
    };
  });

  struct CeilingOptions {
    std::string config, out;
    int64_t draws = 20000;
    int threads = -1;
  };
  auto ce = std::make_shared<CeilingOptions>();
  auto* ceiling = AddSubcommand(
      *simc, "ceiling",
      "The best J any policy can reach (Bellman optimality on every task's exact state space), "
      "per tier, by units of work and on the training job's evaluation tasks");
  ceiling->add_option("CONFIG", ce->config,
                      "experiment TOML ([run], [sim], [train] eval_tasks), e.g. "
                      "experiments/sim_ceiling.toml")
      ->required();
  ceiling->add_option("--draws", ce->draws, "task draws from the distribution (default 20000)")
      ->check(CLI::Range(int64_t{1}, int64_t{10000000}));
  ceiling->add_option("--out-dir", ce->out, "override run.out_dir");
  ceiling->add_option("--threads", ce->threads, "override run.threads; results do not depend on it")
      ->check(CLI::Range(0, 1024));
  ceiling->callback([&ctx, ce] {
    ctx.action = [ce]() -> Status {
      auto cfg = harness::LoadExperiment(ce->config, ce->out, ce->threads);
      if (!cfg.ok()) return cfg.status();
      return harness::RunSimCeiling(*cfg, ce->draws, std::cout);
    };
  });

  CLI::App* lengths =
      AddSubcommand(app, "lengths", "Length-distribution report: is group normalization reliable?");
  lengths->require_subcommand(1);
  struct LengthOptions {
    std::string in, json;
  };
  auto lo = std::make_shared<LengthOptions>();
  auto* report = AddSubcommand(*lengths, "report",
                               "Report within-group length spread, pass rates and a verdict");
  report
      ->add_option("--in", lo->in,
                   "JSON Lines in the `agentrl advantages` form (optional steps, passed, end)")
      ->required();
  report->add_option("--json", lo->json, "also write the headline numbers as JSON");
  report->callback([&ctx, lo] { ctx.action = [lo] { return Lengths(lo->in, lo->json); }; });
}

}  // namespace agentrl::cli
