#include "agentrl/harness/experiment_config.h"

#include <algorithm>
#include <cctype>

#include "agentrl/antihack/cheatset.h"
#include "agentrl/core/files.h"
#include "agentrl/sim/code_agent_env.h"

namespace agentrl::harness {

void RunSection::Describe(config::SchemaBuilder<RunSection>& s) {
  using config::Range;
  s.String("name", &RunSection::name,
           "run name; results go to <out_dir>/<name>/ (letters, digits, '.', '_', '-')")
      .Int("seed", &RunSection::seed, "root seed; every component derives its own seed from it",
           Range{0, 9007199254740991.0})
      .Int("threads", &RunSection::threads,
           "worker threads (0 = all cores); results do not depend on it", Range{0, 1024})
      .String("out_dir", &RunSection::out_dir, "directory that holds run directories");
}

void AdvantagesSection::Describe(config::SchemaBuilder<AdvantagesSection>& s) {
  using config::Range;
  s.ChoiceList("estimators", &AdvantagesSection::estimators,
               "estimators to run (see kernels/estimators.h)", kernels::EstimatorNames(), 1)
      .Choice("mask_mode", &AdvantagesSection::mask_mode,
              "observation-token semantics: carry (veRL) or zero (OpenRLHF)", {"carry", "zero"})
      .Real("gamma", &AdvantagesSection::gamma, "discount γ", Range{0, 1})
      .Real("lam", &AdvantagesSection::lam, "GAE λ (gae; ignored by gae_adaptive)", Range{0, 1})
      .Bool("decoupled", &AdvantagesSection::decoupled,
            "returns from a second chain with lam_critic (VAPO)")
      .Real("lam_critic", &AdvantagesSection::lam_critic, "λ of the value targets when decoupled",
            Range{0, 1})
      .Real("alpha", &AdvantagesSection::alpha, "gae_adaptive: λ_i = 1 − 1/(α·l_i)", Range{0, 1e6})
      .Bool("whiten", &AdvantagesSection::whiten,
            "whiten advantages over trainable tokens (scan estimators)")
      .Int("chunk_tokens", &AdvantagesSection::chunk_tokens,
           "CPU work-item size; longer sequences are split and joined by a three-phase scan",
           Range{1, 1e9});
}

kernels::EstimatorParams AdvantagesSection::ParamsFor(const std::string& estimator) const {
  kernels::EstimatorParams p;
  // gae_oracle (training on the simulator) is GAE on other values.
  p.estimator = *kernels::ParseEstimator(estimator == "gae_oracle" ? "gae" : estimator);
  p.mask_mode = *kernels::ParseMaskMode(mask_mode);
  p.gamma = gamma;
  p.lam = lam;
  if (decoupled) p.lam_critic = lam_critic;
  p.alpha = alpha;
  p.whiten = whiten;
  return p;
}

void SampleSection::Describe(config::SchemaBuilder<SampleSection>& s) {
  using config::Range;
  s.Int("tasks", &SampleSection::tasks, "tasks drawn, one group each", Range{1, 1e7})
      .Int("group_size", &SampleSection::group_size, "trajectories per task (G)", Range{1, 1e6})
      .Choice("policy", &SampleSection::policy,
              "who acts: uniform (softmax with zero weights), solver or guesser (scripted)",
              {"uniform", "solver", "guesser"})
      .Real("epsilon", &SampleSection::epsilon,
            "scripted policies: probability spread over other actions", Range{0, 1});
}

void EvaluateSection::Describe(config::SchemaBuilder<EvaluateSection>& s) {
  using config::Range;
  s.ChoiceList("estimators", &EvaluateSection::estimators,
               "estimators compared (see kernels/estimators.h)", kernels::EstimatorNames(), 1)
      .ChoiceList("critics", &EvaluateSection::critics,
                  "critic models for the value-based estimators; lagged = the same policy at half "
                  "the sharpness",
                  {"oracle", "noisy", "position_biased", "lagged"}, 1)
      .RealList("sharpness", &EvaluateSection::sharpness,
                "inverse temperatures of the solver-like softmax policy; lower = more within-group "
                "length spread",
                Range{0, 100}, 1)
      .Real("give_up_logit", &EvaluateSection::give_up_logit,
            "added to give_up's logit in every state (positive = more early give-ups)",
            Range{-20, 20})
      .Real("guess_logit", &EvaluateSection::guess_logit,
            "added to guess's logit in every state (positive = more early guesses)", Range{-20, 20})
      .Int("batches", &EvaluateSection::batches,
           "independent batches per setting (gradient bias and variance)", Range{2, 10000});
}

void ExperimentConfig::Describe(config::SchemaBuilder<ExperimentConfig>& s) {
  s.Section("run", &ExperimentConfig::run, "what this run is called, its seed and threads")
      .Section("batch", &ExperimentConfig::batch,
               "the synthetic ragged batch the estimators are exercised on")
      .Section("advantages", &ExperimentConfig::advantages, "the estimators run on that batch")
      .Section("sim", &ExperimentConfig::sim, "the synthetic code-agent environment (sim/)")
      .Section("sample", &ExperimentConfig::sample, "sampling from the simulator")
      .Section("critic", &ExperimentConfig::critic,
               "the critic model whose values accompany sampled tokens")
      .Section("evaluate", &ExperimentConfig::evaluate,
               "estimator quality against the exact truth (sim evaluate)")
      .Section("train", &ExperimentConfig::train,
               "training on the simulator: PPO with a token-level critic vs the GRPO family")
      .Section("loop", &ExperimentConfig::loop,
               "the closed loop over real sandbox executions, anti-hack off vs on")
      .Section("serve", &ExperimentConfig::serve,
               "`agentrl serve`: the sandbox and the reward over HTTP (serve/README.md)")
      .Section("antihack", &ExperimentConfig::antihack,
               "the anti-hack stages' settings for the loop, `agentrl serve` and `antihack eval`");
}

void AntihackSection::Describe(config::SchemaBuilder<AntihackSection>& s) {
  s.Section("reviewer", &AntihackSection::reviewer,
            "the optional LLM reviewer after the judge, over an OpenAI-compatible "
            "chat-completions API (antihack/README.md); off by default")
      .Bool("closeness_alone", &AntihackSection::closeness_alone,
            "the judge's clone score counts a submission's closeness to the reference even where "
            "its trajectory shows no way to a source (a copy from memory); off by default, "
            "because honest solutions of one-idiom problems are as close (docs/antihack.md, "
            "\"Copies from memory\"); the loop and serve");
}

void ServeSection::Describe(config::SchemaBuilder<ServeSection>& s) {
  using config::Range;
  s.String("listen", &ServeSection::listen,
           "HOST:PORT to listen on (port 0 picks a free one; printed as `listening on "
           "HOST:PORT`, the first line on stdout)")
      .String("token_file", &ServeSection::token_file,
              "file holding the bearer token every request but /v1/ping and /healthz must carry "
              "(\"\" = the environment variable AGENTRL_SERVE_TOKEN)")
      .Bool("insecure_no_auth", &ServeSection::insecure_no_auth,
            "accept requests without a token (refused unless HOST is a loopback address)")
      .String("store", &ServeSection::store,
              "SQLite store of every request, result and verdict, and of idempotency keys")
      .String("tasks", &ServeSection::tasks, "task root whose tasks /v1/reward grades against")
      .Choice("judge", &ServeSection::judge, "the semantic judge after the rule stage",
              {"committed", "none"})
      .Bool("async_judge", &ServeSection::async_judge,
            "judge on its own thread: a reward the verdict gate holds is answered once judged")
      .Real("cheat_reward", &ServeSection::cheat_reward, "reward of a submission judged cheating",
            Range{-1e6, 1e6})
      .Bool("partial_credit", &ServeSection::partial_credit,
            "reward the passed fraction of the tests instead of all-or-nothing")
      .Int("workers", &ServeSection::workers, "sandbox executions at once (0 = the number of cores)",
           Range{0, 1024})
      .Int("queue_capacity", &ServeSection::queue_capacity,
           "admitted requests that may wait for a worker; beyond it 429 (native) or 504 "
           "(/run_code), with Retry-After",
           Range{0, 100000})
      .Int("max_connections", &ServeSection::max_connections,
           "connections served at once, one thread each (an idle keep-alive connection holds "
           "one)",
           Range{4, 65536})
      .Real("retry_after_s", &ServeSection::retry_after_s, "Retry-After of a rejected request",
            Range{0, 3600})
      .Int("max_body_mb", &ServeSection::max_body_mb, "largest request body (beyond: 413)",
           Range{1, 1024})
      .Int("max_files", &ServeSection::max_files, "most files in a request (beyond: 413)",
           Range{0, 100000})
      .Int("max_file_mb", &ServeSection::max_file_mb,
           "largest file in a request, and largest fetched file (beyond: 413)", Range{1, 1024})
      .Int("max_batch", &ServeSection::max_batch, "most items in one batch request (beyond: 413)",
           Range{1, 100000})
      .Real("max_run_timeout_s", &ServeSection::max_run_timeout_s,
            "largest run_timeout a request may ask for (beyond: 400)", Range{0.1, 3600})
      .Real("max_compile_timeout_s", &ServeSection::max_compile_timeout_s,
            "largest compile_timeout a request may ask for (beyond: 400)", Range{0.1, 3600})
      .Int("max_memory_mb", &ServeSection::max_memory_mb,
           "largest memory_limit_MB a request may ask for (beyond: 400)", Range{16, 1 << 20})
      .Int("default_memory_mb", &ServeSection::default_memory_mb,
           "memory limit of a run that asks for none (memory_limit_MB -1 or absent)",
           Range{16, 1 << 20})
      .Real("keep_alive_s", &ServeSection::keep_alive_s,
            "idle time before a keep-alive connection is closed: longer than the clients' pool "
            "idle time (requests/urllib3 and aiohttp keep connections 30 s or more)",
            Range{1, 3600})
      .Real("read_timeout_s", &ServeSection::read_timeout_s,
            "longest wait for a request's next bytes", Range{1, 3600})
      .Real("write_timeout_s", &ServeSection::write_timeout_s,
            "longest wait to write a response's next bytes", Range{1, 3600})
      .Real("drain_timeout_s", &ServeSection::drain_timeout_s,
            "on SIGTERM: how long accepted requests may take to finish before the server "
            "records them as interrupted and exits",
            Range{0, 86400})
      .Bool("audit", &ServeSection::audit, "the runtime audit (seccomp notification) of every run")
      .Int("sandbox_nice", &ServeSection::sandbox_nice,
           "nice value of every program the server runs (0 = the server's own): the programs "
           "then cannot delay the server's own threads, so admission, refusals and /healthz "
           "answer promptly on a saturated machine; the time limits are not charged for the "
           "time a program waits for a CPU",
           Range{0, 19});
}

void LoopSection::Describe(config::SchemaBuilder<LoopSection>& s) {
  using config::Range;
  s.Bool("enabled", &LoopSection::enabled,
         "Run the closed loop (takes precedence over [train] and the kernels check)")
      .String("tasks", &LoopSection::tasks, "Task root directory (sandbox task format)")
      .String("cheat_set", &LoopSection::cheat_set,
              "Cheat set whose cases give each task its candidate edits and cheats")
      .ChoiceList("splits", &LoopSection::splits, "The cheat set's splits whose tasks are used",
                  {"train", "val", "test"}, 1)
      .ChoiceList("arms", &LoopSection::arms,
                  "Compared arms: rewards straight from the tests, or composed after anti-hack",
                  {"antihack_off", "antihack_on"}, 1)
      .IntList("seeds", &LoopSection::seeds, "One run per arm and seed", Range{0, 1e18}, 1)
      .ChoiceList("exclude_cheats", &LoopSection::exclude_cheats,
                  "Cheat categories left out of every task's cheat menu (a task left with none "
                  "submits its current code on the cheat action)",
                  antihack::kCheatCategories)
      .Int("iterations", &LoopSection::iterations, "Policy updates per run", Range{1, 1e5})
      .Int("tasks_per_iteration", &LoopSection::tasks_per_iteration, "Groups per batch",
           Range{1, 1e4})
      .Int("group_size", &LoopSection::group_size, "Episodes per task (G)", Range{2, 256})
      .Int("max_turns", &LoopSection::max_turns, "Turns before an episode is cut off", Range{2, 64})
      .RealList("edit_success", &LoopSection::edit_success,
                "Probability that an edit advances the candidate (wrong -> partial -> correct), "
                "for easy, medium and hard tasks (three values)",
                Range{0, 1}, 3)
      .IntList("policy_tokens", &LoopSection::policy_tokens,
               "Tokens of the policy's own in a turn (trained on), by action: edit, run_tests, "
               "submit, give_up, guess, cheat (six values)",
               Range{1, 65536}, 6)
      .IntList("env_tokens", &LoopSection::env_tokens,
               "Tokens of the environment's reply in a turn (masked out of the update), by "
               "action: edit, run_tests, submit, give_up, guess, cheat (six values)",
               Range{0, 65536}, 6)
      .Real("token_budget_per_turn", &LoopSection::token_budget_per_turn,
            "A token's position feature is its offset in the episode / (max_turns x this)",
            Range{1, 1e6})
      .Bool("dynamic_sampling", &LoopSection::dynamic_sampling,
            "Give groups whose rewards are all equal no weight (they carry no group signal)")
      .Real("tier_temperature", &LoopSection::tier_temperature,
            "Tier re-weighting: weight ∝ exp(4·p(1-p)/T) with p the tier's recent pass rate; "
            "large T = uniform",
            Range{0.01, 1e6})
      .Int("workers", &LoopSection::workers, "Sandbox workers (0 = the number of cores)",
           Range{0, 256})
      .Int("pipeline_depth", &LoopSection::pipeline_depth,
           "Batches the sampler may run ahead of the learner: batch b is sampled with the "
           "policy after update b - depth while the learner updates (0 = strictly alternate)",
           Range{0, 4})
      .Bool("cache", &LoopSection::cache,
            "Answer a re-submitted candidate from the execution pool's cache")
      .Real("recheck_fraction", &LoopSection::recheck_fraction,
            "Share of graded submissions re-executed without the cache to check the reward",
            Range{0, 1})
      .Choice("judge", &LoopSection::judge,
              "The semantic judge: the committed model, or the rule stage alone",
              {"committed", "none"})
      .Bool("async_judge", &LoopSection::async_judge,
            "Judge on its own thread while sampling and learning go on: a group holding a "
            "positive reward the judge has yet to confirm waits for the next update (anti-hack "
            "on), which takes it with its final verdict")
      .Choice("store_audit", &LoopSection::store_audit,
              "Audit events kept in the store: all, or all but read-only opens of system "
              "directories (about 95% of a Python run's events; no runtime rule reads them)",
              {"notable", "all"})
      .Real("gap_alarm", &LoopSection::gap_alarm,
            "Generalisation-gap alarm: fires when the tests' pass rate minus the held-out pass "
            "rate, averaged over the last 4 iterations, exceeds this (1 = never)",
            Range{0, 1});
}

Status ExperimentConfig::Validate(const config::Locator& where) const {
  const bool name_ok = !run.name.empty() && run.name != "." && run.name != ".." &&
                       std::all_of(run.name.begin(), run.name.end(), [](unsigned char c) {
                         return std::isalnum(c) || c == '.' || c == '_' || c == '-';
                       });
  if (!name_ok) {
    return Status::InvalidInput(where.Where("run.name") + ": \"" + config::Excerpt(run.name) +
                                "\" is not a usable directory name; accepted: letters, digits, "
                                "'.', '_' and '-' (not empty, not '.' or '..')");
  }
  if (run.out_dir.empty()) {
    return Status::InvalidInput(where.Where("run.out_dir") +
                                ": is empty; accepted: a directory path");
  }
  if (loop.enabled) {
    const std::pair<const char*, double> controls[] = {
        {"train.adv_flip_share", train.adv_flip_share},
        {"train.critic_noise_std", train.critic_noise_std},
        {"train.critic_position_bias", train.critic_position_bias}};
    for (const auto& [key, value] : controls) {
      if (value != 0) {
        return Status::InvalidInput(where.Where(key) +
                                    ": the closed loop ([loop] enabled) has no such control; "
                                    "accepted: 0 here, or a training run on the simulator");
      }
    }
    if (!train.estimators.empty() && train.estimators.front() == "gae_oracle") {
      return Status::InvalidInput(where.Where("train.estimators") +
                                  ": gae_oracle reads the simulator's exact values, which the "
                                  "closed loop ([loop] enabled) does not have; accepted: any other "
                                  "estimator first");
    }
    if (train.critic_values != "learned") {
      return Status::InvalidInput(where.Where("train.critic_values") +
                                  ": the closed loop ([loop] enabled) has no exact values; "
                                  "accepted: \"learned\" here, or a training run on the "
                                  "simulator");
    }
  }
  if (const antihack::ReviewerConfig& r = antihack.reviewer; r.enabled) {
    if (r.model.empty()) {
      return Status::InvalidInput(where.Where("antihack.reviewer.model") +
                                  ": empty while the reviewer is enabled; accepted: the name of "
                                  "the model the server serves (GET {base_url}/models)");
    }
    if (r.band_low >= r.band_high) {
      return Status::InvalidInput(where.Where("antihack.reviewer.band_low") +
                                  ": not below antihack.reviewer.band_high; accepted: band_low < "
                                  "band_high");
    }
  }
  if (loop.edit_success.size() != 3) {
    return Status::InvalidInput(where.Where("loop.edit_success") + ": " +
                                std::to_string(loop.edit_success.size()) +
                                " values; accepted: three probabilities (easy, medium, hard)");
  }
  for (const auto& [key, list] : {std::pair{"loop.policy_tokens", &loop.policy_tokens},
                                  std::pair{"loop.env_tokens", &loop.env_tokens}}) {
    if (list->size() != static_cast<size_t>(sim::kNumActions)) {
      return Status::InvalidInput(where.Where(key) + ": " + std::to_string(list->size()) +
                                  " values; accepted: six token counts, one per action (edit, "
                                  "run_tests, submit, give_up, guess, cheat)");
    }
  }
  if (Status st = batch.Validate(where); !st.ok()) return st;
  if (Status st = train.ValidateAt(where, "train"); !st.ok()) return st;
  return sim.ValidateAt(where, "sim.");
}

Result<ExperimentConfig> LoadExperiment(const std::string& path,
                                        const std::string& out_dir_override, int threads_override) {
  auto cfg = path.empty() ? config::LoadString<ExperimentConfig>(EmbeddedQuickstartToml(),
                                                                 kEmbeddedQuickstartName)
                          : config::LoadFile<ExperimentConfig>(path);
  if (!cfg.ok()) return cfg.status();
  if (!out_dir_override.empty()) cfg->run.out_dir = out_dir_override;
  if (threads_override >= 0) cfg->run.threads = threads_override;
  return cfg;
}

Result<std::string> PrepareRunDirectory(const ExperimentConfig& cfg) {
  const std::string dir = cfg.run.out_dir + "/" + cfg.run.name;
  if (Status st = MakeDirectories(dir); !st.ok()) return st;
  if (Status st = WriteFileAtomic(dir + "/config.toml", config::DumpConfig(cfg)); !st.ok())
    return st;
  return dir;
}

}  // namespace agentrl::harness
