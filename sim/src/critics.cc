#include "agentrl/sim/critics.h"

#include <stdexcept>

#include "agentrl/core/seed.h"

namespace agentrl::sim {

void CriticSpec::Describe(config::SchemaBuilder<CriticSpec>& s) {
  using config::Range;
  s.Choice("kind", &CriticSpec::kind, "critic model",
           {"oracle", "noisy", "position_biased", "lagged"})
      .Real("noise_std", &CriticSpec::noise_std, "noisy: standard deviation of the added noise",
            Range{0, 1e6})
      .Real("position_bias", &CriticSpec::position_bias,
            "position_biased: bias at the last token (grows with t/l)", Range{-1e6, 1e6});
}

std::vector<float> CriticValues(const CodeAgentEnv& env, const SimBatch& batch,
                                const CriticSpec& spec, uint64_t seed,
                                const Policy* lagged_policy) {
  if (spec.kind == "oracle") return batch.values;
  if (spec.kind == "lagged") {
    if (!lagged_policy)
      throw std::invalid_argument("CriticValues: kind 'lagged' needs the older policy");
    return TokenValues(env, batch, *lagged_policy);
  }
  std::vector<float> out = batch.values;
  const uint64_t key = SeedTree(seed).Derive("critic").key();
  for (size_t i = 0; i + 1 < batch.cu_seqlens.size(); ++i) {
    const int64_t b = batch.cu_seqlens[i], e = batch.cu_seqlens[i + 1];
    for (int64_t t = b; t < e; ++t) {
      if (spec.kind == "noisy") {
        CounterRng rng(key, static_cast<uint64_t>(t));
        out[t] += static_cast<float>(spec.noise_std * rng.Normal());
      } else if (spec.kind == "position_biased") {
        out[t] += static_cast<float>(spec.position_bias * static_cast<double>(t - b + 1) /
                                     static_cast<double>(e - b));
      } else {
        throw std::invalid_argument("CriticValues: unknown kind '" + spec.kind + "'");
      }
    }
  }
  return out;
}

}  // namespace agentrl::sim
