#include "update_batch.h"

#include <algorithm>
#include <map>
#include <utility>

#include "agentrl/learner/token_features.h"

namespace agentrl::harness::loop {

UpdateInput BuildUpdateInput(const std::vector<Episode>& eps, const SandboxEnv& env,
                             bool dynamic_sampling, int64_t agent_version) {
  UpdateInput in;
  const bool off_policy = std::any_of(
      eps.begin(), eps.end(), [&](const Episode& e) { return e.policy_version != agent_version; });
  learner::UpdateBatch& u = in.u;
  std::map<int, std::pair<double, double>> group_range;
  for (const Episode& e : eps) {
    if (e.infra) continue;
    auto [g, fresh] = group_range.try_emplace(e.group, e.reward, e.reward);
    if (!fresh) {
      g->second.first = std::min(g->second.first, e.reward);
      g->second.second = std::max(g->second.second, e.reward);
    }
  }
  std::map<int, bool> keep;
  for (const auto& [g, r] : group_range) {
    keep[g] = !dynamic_sampling || r.second > r.first;
    in.dropped += keep[g] ? 0 : 1;
  }
  in.groups = static_cast<int64_t>(group_range.size());
  const double budget = env.spec().TokenBudget();
  constexpr size_t kF = learner::kTokenFeatures;
  for (const Episode& e : eps) {
    if (e.infra) continue;
    std::vector<float> rewards;
    std::vector<uint8_t> mask;
    const int64_t start = static_cast<int64_t>(u.mask.size());
    for (const Turn& tr : e.turns) {
      const auto [lp, le] = env.TurnTokens(tr.action);
      const int64_t d = static_cast<int64_t>(u.mask.size());
      const size_t at = u.token_features.size();
      u.token_features.resize(at + static_cast<size_t>(lp + le) * kF);
      learner::TurnTokenFeatures(tr.phi, tr.phi_next, lp, le, d - start, budget,
                                 &u.token_features[at]);
      for (int64_t j = 0; j < lp + le; ++j) {
        const uint8_t m = j < lp && keep[e.group] ? 1 : 0;
        u.mask.push_back(m);
        mask.push_back(m);
        rewards.push_back(0.0f);
      }
      u.decision_token.push_back(d);
      u.action.push_back(static_cast<int64_t>(tr.action));
      for (int a = 0; a < sim::kNumActions; ++a) u.allowed.push_back(1);
      if (off_policy) u.behavior_logp.push_back(tr.logp);
    }
    rewards.back() = static_cast<float>(e.reward);
    u.cu_seqlens.push_back(static_cast<int64_t>(u.mask.size()));
    const std::vector<float> zeros(rewards.size(), 0.0f);
    in.pb.Append(rewards, zeros, mask, !e.truncated, 0.0f, e.group);
  }
  u.norm_len = budget;
  return in;
}

}  // namespace agentrl::harness::loop
