// The experiment file that `agentrl run` reads (experiments/*.toml): which run, which seed,
// and the settings of each stage. Every field is documented in Describe(); `agentrl config
// dump` prints them all with their defaults.
#pragma once

#include <cstdint>
#include <string>

#include "agentrl/antihack/reviewer.h"
#include "agentrl/core/config.h"
#include "agentrl/kernels/estimators.h"
#include "agentrl/kernels/random_batch.h"
#include "agentrl/learner/train_config.h"
#include "agentrl/sim/critics.h"
#include "agentrl/sim/sim_config.h"

namespace agentrl::harness {

struct RunSection {
  std::string name = "quickstart";
  int64_t seed = 1;
  int64_t threads = 0;
  std::string out_dir = "runs";

  static void Describe(config::SchemaBuilder<RunSection>& s);
};

// Which estimators the job runs, with the parameters they share.
struct AdvantagesSection {
  std::vector<std::string> estimators = kernels::EstimatorNames();
  std::string mask_mode = "carry";
  double gamma = 1.0;
  double lam = 0.95;
  bool decoupled = false;
  double lam_critic = 1.0;
  double alpha = 0.05;
  bool whiten = false;
  int64_t chunk_tokens = 1 << 15;

  static void Describe(config::SchemaBuilder<AdvantagesSection>& s);
  kernels::EstimatorParams ParamsFor(const std::string& estimator) const;
};

// How `agentrl sim sample` draws trajectories from the simulator.
struct SampleSection {
  int64_t tasks = 64;
  int64_t group_size = 8;
  std::string policy = "uniform";
  double epsilon = 0.1;

  static void Describe(config::SchemaBuilder<SampleSection>& s);
};

// `agentrl sim evaluate`: estimators × critic models on the same sampled batches, across
// policies of different sharpness (and so different within-group length spread).
struct EvaluateSection {
  std::vector<std::string> estimators = {"gae",  "gae_adaptive",          "grpo", "drgrpo",
                                         "rloo", "reinforce_pp_baseline", "opo"};
  std::vector<std::string> critics = {"oracle", "noisy", "position_biased", "lagged"};
  std::vector<double> sharpness = {0.25, 0.5, 1.0, 2.0};
  // Added to give_up's and guess's logits in every state, at every sharpness: they move the
  // give-up and early-exit rates alone (sim/policy.h SolverLike).
  double give_up_logit = 0.0, guess_logit = 0.0;
  int64_t batches = 4;

  static void Describe(config::SchemaBuilder<EvaluateSection>& s);
};

// `agentrl run` with [loop] enabled: the closed loop over real sandbox executions
// (harness/loop_job.h), as a comparison of arms (anti-hack off / on) over seeds.
struct LoopSection {
  bool enabled = false;
  std::string tasks = "tasks/python";                  // task root (relative to the cwd)
  std::string cheat_set = "cheatsets/corpus";          // candidates and cheats per task
  std::vector<std::string> splits = {"train", "val"};  // the cheat set's tasks to train on
  std::vector<std::string> arms = {"antihack_off", "antihack_on"};
  std::vector<int64_t> seeds = {1, 2, 3};
  std::vector<std::string> exclude_cheats;  // cheat categories the policy is never offered
  int64_t iterations = 12;
  int64_t tasks_per_iteration = 6;
  int64_t group_size = 4;
  int64_t max_turns = 6;
  // Probability that an edit advances the candidate (wrong -> partial -> correct), by tier
  // (easy, medium, hard): the environment's difficulty, one value per tier.
  std::vector<double> edit_success = {0.7, 0.5, 0.35};
  // Tokens a turn costs, by action (edit, run_tests, submit, give_up, guess, cheat): the
  // policy's own (its decision and what it writes; trained on) and the environment's reply
  // (observed, masked out of the update).
  std::vector<int64_t> policy_tokens = {40, 8, 4, 4, 4, 30};
  std::vector<int64_t> env_tokens = {20, 30, 8, 1, 8, 8};
  // A token's position feature is its offset in the episode / (max_turns x this).
  double token_budget_per_turn = 48;
  bool dynamic_sampling = true;   // groups with equal rewards get no weight in the update
  double tier_temperature = 1.0;  // tier weights ∝ exp(4·p(1-p)/T), p = the tier's pass rate
  int64_t workers = 0;            // sandbox workers (0 = cores)
  int64_t pipeline_depth = 1;     // batches the sampler may run ahead of the learner
  bool cache = true;              // re-submitted candidates are answered from the pool's cache
  double recheck_fraction = 0.05;
  std::string judge = "committed";  // "committed" (antihack/judge/model.json) or "none"
  bool async_judge = false;         // the judge on its own thread; groups it owes a verdict wait
  std::string store_audit = "notable";  // audit events stored per trajectory: "notable" or "all"
  // The generalisation-gap alarm: tests pass minus held-out pass, averaged over the last 4
  // iterations (the loop's alarm window), above this (1 = never). Chosen on fresh seeds:
  // experiments/gap_alarm_calibration.toml.
  double gap_alarm = 0.07;

  static void Describe(config::SchemaBuilder<LoopSection>& s);
};

// `agentrl serve`: the sandbox and the two-stage reward over HTTP (serve/README.md).
struct ServeSection {
  std::string listen = "127.0.0.1:8080";  // HOST:PORT; port 0 picks a free one
  std::string token_file;                 // bearer token ("" = $AGENTRL_SERVE_TOKEN)
  bool insecure_no_auth = false;          // loopback only
  std::string store = "serve.sqlite";     // requests, results, verdicts, idempotency keys
  std::string tasks = "tasks/python";     // the corpus /v1/reward grades against
  std::string judge = "committed";        // "committed" or "none"
  bool async_judge = false;
  double cheat_reward = 0.0;
  bool partial_credit = false;
  int64_t workers = 0;          // sandbox executions at once (0 = cores)
  int64_t queue_capacity = 64;  // admitted requests waiting for a worker; beyond: 429
  int64_t max_connections = 256;
  double retry_after_s = 1;
  int64_t max_body_mb = 16;
  int64_t max_files = 64;
  int64_t max_file_mb = 8;
  int64_t max_batch = 64;
  double max_run_timeout_s = 30;
  double max_compile_timeout_s = 60;
  int64_t max_memory_mb = 4096;
  int64_t default_memory_mb = 1024;
  double keep_alive_s = 75;
  double read_timeout_s = 30;
  double write_timeout_s = 30;
  double drain_timeout_s = 120;
  bool audit = true;
  int64_t sandbox_nice = 10;  // the programs' nice value: they cannot delay the server's threads

  static void Describe(config::SchemaBuilder<ServeSection>& s);
};

// The anti-hack stages' settings shared by the loop, `agentrl serve` and `antihack eval`.
struct AntihackSection {
  antihack::ReviewerConfig reviewer;  // [antihack.reviewer]: the optional LLM reviewer
  // Closeness to the reference counts as evidence of copying even where the trajectory shows
  // no way to a source (antihack::JudgeContext::closeness_alone).
  bool closeness_alone = false;

  static void Describe(config::SchemaBuilder<AntihackSection>& s);
};

struct ExperimentConfig {
  RunSection run;
  kernels::RandomBatchSpec batch;
  AdvantagesSection advantages;
  sim::SimConfig sim;
  SampleSection sample;
  sim::CriticSpec critic;
  EvaluateSection evaluate;
  learner::TrainConfig train;
  LoopSection loop;
  ServeSection serve;
  AntihackSection antihack;

  static void Describe(config::SchemaBuilder<ExperimentConfig>& s);
  Status Validate(const config::Locator& where) const;
};

// Loads an experiment file (empty path: the embedded quickstart) and applies the command-line
// overrides (an empty out_dir or a negative threads means none).
Result<ExperimentConfig> LoadExperiment(const std::string& path,
                                        const std::string& out_dir_override = "",
                                        int threads_override = -1);

// Creates <run.out_dir>/<run.name>/ and writes the fully resolved config.toml into it, so every
// result directory can be reproduced; returns the directory.
Result<std::string> PrepareRunDirectory(const ExperimentConfig& cfg);

// The default experiment, experiments/quickstart.toml, compiled into the binary so that
// `agentrl run` works from any directory.
const char* EmbeddedQuickstartToml();
inline constexpr const char* kEmbeddedQuickstartName = "<embedded experiments/quickstart.toml>";

}  // namespace agentrl::harness
