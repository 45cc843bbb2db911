#include "agentrl/kernels/random_batch.h"

#include <algorithm>
#include <cmath>

#include "agentrl/core/seed.h"

namespace agentrl::kernels {

void RandomBatchSpec::Describe(config::SchemaBuilder<RandomBatchSpec>& s) {
  using config::Range;
  s.Int("sequences", &RandomBatchSpec::sequences, "number of sequences in the batch", Range{0, 1e7})
      .Int("group_size", &RandomBatchSpec::group_size,
           "sequences per group (consecutive sequences share a group id)", Range{1, 1e6})
      .Real("length_median", &RandomBatchSpec::length_median,
            "median sequence length in tokens (lognormal)", Range{0, 1e9, true})
      .Real("length_sigma", &RandomBatchSpec::length_sigma,
            "sigma of log(length); 0 makes every length the median", Range{0, 10})
      .Int("length_min", &RandomBatchSpec::length_min, "lengths are clamped to at least this",
           Range{0, 1e9})
      .Int("length_max", &RandomBatchSpec::length_max, "lengths are clamped to at most this",
           Range{0, 1e9})
      .Int("turn_tokens", &RandomBatchSpec::turn_tokens,
           "tokens per turn (policy span followed by observation span)", Range{1, 1e9})
      .Real("observation_fraction", &RandomBatchSpec::observation_fraction,
            "fraction of each turn that is observation tokens (mask 0)", Range{0, 1, false, true})
      .Real("truncated_fraction", &RandomBatchSpec::truncated_fraction,
            "probability that a sequence is truncated (bootstraps) rather than terminated",
            Range{0, 1})
      .Real("success_prob", &RandomBatchSpec::success_prob,
            "probability of reward 1 on the last token of a terminated sequence", Range{0, 1})
      .Real("dense_reward_std", &RandomBatchSpec::dense_reward_std,
            "std of Gaussian per-token reward noise on policy tokens", Range{0, 1e6});
}

Status RandomBatchSpec::Validate(const config::Locator& where) const {
  if (length_min > length_max) {
    return Status::InvalidInput(where.Where("batch.length_min") + ": " +
                                std::to_string(length_min) +
                                " exceeds batch.length_max = " + std::to_string(length_max) +
                                "; accepted: length_min <= length_max");
  }
  return Status::Ok();
}

PackedBatch MakeRandomBatch(const RandomBatchSpec& spec, uint64_t seed) {
  PackedBatch batch;
  const SeedTree root = SeedTree(seed).Derive("random_batch");
  const int64_t turn = std::max<int64_t>(spec.turn_tokens, 1);
  const int64_t obs_per_turn = std::min<int64_t>(
      turn - 1, static_cast<int64_t>(std::llround(spec.observation_fraction * turn)));
  std::vector<float> rewards, values;
  std::vector<uint8_t> mask;
  for (int64_t i = 0; i < spec.sequences; ++i) {
    CounterRng rng(root.key(), static_cast<uint64_t>(i));
    const double len_real = spec.length_median * std::exp(spec.length_sigma * rng.Normal());
    const int64_t len =
        std::clamp<int64_t>(static_cast<int64_t>(std::llround(std::min(len_real, 1e12))),
                            spec.length_min, spec.length_max);
    const bool truncated = rng.Uniform() < spec.truncated_fraction;
    rewards.assign(static_cast<size_t>(len), 0.0f);
    values.resize(static_cast<size_t>(len));
    mask.resize(static_cast<size_t>(len));
    int64_t last_policy = -1;
    for (int64_t t = 0; t < len; ++t) {
      const bool policy = (t % turn) < turn - obs_per_turn;
      mask[t] = policy ? 1 : 0;
      if (policy) last_policy = t;
      values[t] = static_cast<float>(rng.Uniform());
      if (policy && spec.dense_reward_std > 0) {
        rewards[t] = static_cast<float>(spec.dense_reward_std * rng.Normal());
      }
    }
    // The outcome reward sits on the last policy token, as trainers place it on the last
    // response token.
    if (!truncated && last_policy >= 0 && rng.Uniform() < spec.success_prob) {
      rewards[last_policy] += 1.0f;
    }
    const float bootstrap = truncated ? static_cast<float>(rng.Uniform()) : 0.0f;
    batch.Append(rewards, values, mask, !truncated, bootstrap,
                 i / std::max<int64_t>(spec.group_size, 1));
  }
  return batch;
}

}  // namespace agentrl::kernels
