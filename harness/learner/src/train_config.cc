#include "agentrl/learner/train_config.h"

namespace agentrl::learner {

void TrainConfig::Describe(config::SchemaBuilder<TrainConfig>& s) {
  using config::Range;
  s.Bool("enabled", &TrainConfig::enabled,
         "Train on the simulator (true) or run the kernels check job (false)")
      .ChoiceList("estimators", &TrainConfig::estimators,
                  "One run per estimator from the same seed; gae and gae_adaptive train a critic; "
                  "gae_oracle is GAE reading the simulator's exact values V^pi (a perfect "
                  "critic, for reference beside a learned one)",
                  {"gae", "gae_adaptive", "gae_oracle", "grpo", "drgrpo", "rloo",
                   "reinforce_pp_baseline", "opo"},
                  1)
      .Int("iterations", &TrainConfig::iterations, "Policy updates", Range{1, 1e6})
      .Int("tasks_per_iteration", &TrainConfig::tasks_per_iteration, "Groups per batch",
           Range{1, 1e6})
      .Int("group_size", &TrainConfig::group_size, "Trajectories per task (G)", Range{2, 1024})
      .Int("epochs", &TrainConfig::epochs, "Passes over each batch", Range{1, 100})
      .Int("minibatches", &TrainConfig::minibatches, "Minibatches per epoch (split by sequence)",
           Range{1, 1024})
      .Int("hidden", &TrainConfig::hidden, "Hidden width of the policy and critic MLPs",
           Range{1, 4096})
      .Choice("critic_arch", &TrainConfig::critic_arch,
              "Critic: a separate network, or a value head on the policy's trunk",
              {"separate", "shared"})
      .Real("lr_policy", &TrainConfig::lr_policy, "Adam learning rate of the policy",
            Range{0, 10, true, false})
      .Real("lr_critic", &TrainConfig::lr_critic, "Adam learning rate of the critic",
            Range{0, 10, true, false})
      .Int("lr_warmup_updates", &TrainConfig::lr_warmup_updates,
           "Linear warm-up: policy update k (from 0) runs at min(1, (k+1)/N) of both learning "
           "rates (0 = off; Adam's first steps move every weight by about lr whatever the "
           "gradient's size)",
           Range{0, 1e6})
      .Real("clip_low", &TrainConfig::clip_low, "PPO ratio floor is 1 - clip_low", Range{0, 1})
      .Real("clip_high", &TrainConfig::clip_high,
            "PPO ratio ceiling is 1 + clip_high (clip-higher when > clip_low)", Range{0, 10})
      .Real("dual_clip", &TrainConfig::dual_clip,
            "Dual clip: loss capped at -c·A for A < 0 (0 = off, else > 1)", Range{0, 100})
      .Real("value_clip", &TrainConfig::value_clip,
            "Value clipping range around the old values (0 = off)", Range{0, 100})
      .Bool("value_norm", &TrainConfig::value_norm,
            "Critic regresses returns normalised by their running mean and std")
      .Real("value_coef", &TrainConfig::value_coef,
            "Shared trunk: weight of the value loss in the joint loss", Range{0, 100})
      .Real("entropy_coef", &TrainConfig::entropy_coef, "Entropy bonus", Range{0, 10})
      .Real("kl_coef", &TrainConfig::kl_coef, "KL (k3) penalty to the initial policy (0 = off)",
            Range{0, 100})
      .Real("adv_flip_share", &TrainConfig::adv_flip_share,
            "Positive control: flip the advantage's sign on this share of the trainable tokens "
            "of every update, drawn per token from the run's seed (0 = off)",
            Range{0, 1})
      .Real("critic_noise_std", &TrainConfig::critic_noise_std,
            "Positive control: add N(0, std^2) to the critic's value at every token the "
            "advantage estimator reads, drawn per token from the run's seed (0 = off)",
            Range{0, 100})
      .Real("critic_position_bias", &TrainConfig::critic_position_bias,
            "Positive control: add bias * t / l to the critic's value at token t of a sequence of "
            "l tokens, before the advantage estimator reads it (0 = off)",
            Range{-100, 100})
      .Choice("critic_values", &TrainConfig::critic_values,
              "Values the advantage estimator reads: the learned critic's, or the simulator's "
              "exact V^pi of the sampling policy (oracle; the critic is still trained and "
              "reported, and the corruptions above apply to whichever is read)",
              {"learned", "oracle"})
      .Choice("loss_agg", &TrainConfig::loss_agg, "How token losses are aggregated",
              {"token-mean", "seq-mean-token-sum", "seq-mean-token-mean",
               "seq-mean-token-sum-norm"})
      .Real("grad_clip", &TrainConfig::grad_clip, "Max global gradient norm (0 = off)",
            Range{0, 1e6})
      .Int("critic_pretrain_iterations", &TrainConfig::critic_pretrain_iterations,
           "Value pretraining iterations on Monte Carlo returns before training (policy fixed)",
           Range{0, 1e6})
      .Int("segment_tokens", &TrainConfig::segment_tokens,
           "Tokens per critic forward/backward segment (bounds memory per step)",
           Range{256, 1e9})
      .Choice("device", &TrainConfig::device,
              "Advantages on the CUDA kernels (cuda), the CPU path (cpu), or CUDA when a device "
              "is present (auto)",
              {"auto", "cpu", "cuda"})
      .Int("eval_tasks", &TrainConfig::eval_tasks,
           "Fixed task draws (the same for every run and seed) over which the exact J is "
           "evaluated (0 = no evaluation)",
           Range{0, 1e5})
      .Int("eval_every", &TrainConfig::eval_every,
           "Evaluate every this many iterations (and at the last one)", Range{1, 1e6});
}

Status TrainConfig::ValidateAt(const config::Locator& where, const std::string& prefix) const {
  if (dual_clip != 0 && dual_clip <= 1) {
    return Status::InvalidInput(where.Where(prefix + ".dual_clip") +
                                ": must be 0 (off) or greater than 1; accepted: 0 or (1, 100]");
  }
  if (minibatches > tasks_per_iteration * group_size) {
    return Status::InvalidInput(where.Where(prefix + ".minibatches") +
                                ": more minibatches than trajectories per batch; accepted: at "
                                "most tasks_per_iteration x group_size");
  }
  return Status::Ok();
}

}  // namespace agentrl::learner
