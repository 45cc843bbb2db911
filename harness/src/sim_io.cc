#include "agentrl/harness/sim_io.h"

#include <charconv>

namespace agentrl::harness {
namespace {

void AppendFloat(std::string* s, float x) {
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, x);
  s->append(buf, end);
}

template <class T>
void AppendArray(std::string* s, const char* key, std::span<const T> xs) {
  *s += ",\"";
  *s += key;
  *s += "\":[";
  for (size_t i = 0; i < xs.size(); ++i) {
    if (i) *s += ',';
    if constexpr (std::is_same_v<T, float>)
      AppendFloat(s, xs[i]);
    else
      *s += std::to_string(xs[i]);
  }
  *s += ']';
}

}  // namespace

std::unique_ptr<sim::Policy> MakePolicy(const SampleSection& s) {
  if (s.policy == "uniform")
    return std::make_unique<sim::SoftmaxPolicy>(sim::SoftmaxPolicy::Uniform());
  return std::make_unique<sim::ScriptedPolicy>(s.policy, s.epsilon);
}

std::string SimBatchJsonl(const sim::SimBatch& b, std::span<const float> values) {
  std::string out;
  out.reserve(b.num_tokens() * 16);
  for (size_t e = 0; e < b.num_sequences(); ++e) {
    const size_t lo = static_cast<size_t>(b.cu_seqlens[e]),
                 n = static_cast<size_t>(b.cu_seqlens[e + 1]) - lo;
    const sim::EpisodeRecord& ep = b.episodes[e];
    out += "{\"group\":\"task-" + std::to_string(ep.group) + "\"";
    AppendArray<float>(&out, "rewards", std::span(b.rewards).subspan(lo, n));
    AppendArray<float>(&out, "values", values.subspan(lo, n));
    AppendArray<uint8_t>(&out, "mask", std::span(b.mask).subspan(lo, n));
    out += std::string(",\"terminated\":") + (b.terminated[e] ? "true" : "false") +
           ",\"bootstrap_value\":";
    AppendFloat(&out, b.bootstrap_value[e]);
    out += ",\"steps\":" + std::to_string(ep.turns) +
           ",\"passed\":" + (ep.passed ? "true" : "false") + ",\"end\":\"" +
           sim::EndReasonName(ep.end) + "\",\"tier\":\"" + sim::TierName(ep.task.tier) +
           "\",\"work\":" + std::to_string(ep.task.work) + ",\"truth\":\"" +
           (ep.exact_truth ? "exact" : "monte_carlo") + "\"";
    AppendArray<float>(&out, "true_advantages", std::span(b.true_advantage).subspan(lo, n));
    out += "}\n";
  }
  return out;
}

std::string SimTurnsJsonl(const sim::SimBatch& b, int64_t token_unit) {
  std::string out;
  char buf[512];
  for (const sim::TurnRecord& t : b.turns) {
    std::snprintf(
        buf, sizeof buf,
        "{\"episode\":%lld,\"turn\":%lld,\"k\":%lld,\"work\":%lld,\"broken\":%s,\"doomed\":%s,"
        "\"tokens_used\":%"
        "lld,"
        "\"action\":\"%s\",\"decision_token\":%lld,\"policy_tokens\":%lld,\"env_tokens\":%lld,"
        "\"reward\":%.17g,\"v\":%.17g,\"q\":%.17g,\"advantage\":%.17g,\"v_se\":%.17g,\"q_se\":%."
        "17g}\n",
        static_cast<long long>(t.episode), static_cast<long long>(t.turn),
        static_cast<long long>(t.state.k), static_cast<long long>(b.episodes[t.episode].task.work),
        t.state.broken ? "true" : "false", t.state.doomed ? "true" : "false",
        static_cast<long long>(t.state.u * token_unit), sim::ActionName(t.action),
        static_cast<long long>(t.decision_token), static_cast<long long>(t.policy_tokens),
        static_cast<long long>(t.env_tokens), t.reward, t.v, t.q, t.advantage, t.v_se, t.q_se);
    out += buf;
  }
  return out;
}

std::vector<sim::TrajectoryLength> LengthsOf(const sim::SimBatch& b) {
  std::vector<sim::TrajectoryLength> out;
  for (size_t e = 0; e < b.num_sequences(); ++e) {
    sim::TrajectoryLength t;
    t.group = "task-" + std::to_string(b.episodes[e].group);
    t.tokens = b.cu_seqlens[e + 1] - b.cu_seqlens[e];
    for (int64_t i = b.cu_seqlens[e]; i < b.cu_seqlens[e + 1]; ++i) t.trainable_tokens += b.mask[i];
    t.steps = b.episodes[e].turns;
    t.passed = b.episodes[e].passed;
    t.reason = sim::EndReasonName(b.episodes[e].end);
    out.push_back(t);
  }
  return out;
}

std::vector<sim::TrajectoryLength> LengthsOf(const kernels::PackedBatch& b,
                                             const std::vector<TrajectoryExtras>& extras) {
  std::vector<sim::TrajectoryLength> out;
  for (size_t i = 0; i < b.num_sequences(); ++i) {
    sim::TrajectoryLength t;
    t.group = extras[i].group;
    t.tokens = b.cu_seqlens[i + 1] - b.cu_seqlens[i];
    double reward = 0;
    for (int64_t k = b.cu_seqlens[i]; k < b.cu_seqlens[i + 1]; ++k)
      t.trainable_tokens += b.mask[k], reward += b.rewards[k];
    t.steps = extras[i].steps;
    t.passed = extras[i].passed.value_or(reward > 0);
    t.reason = extras[i].end;
    out.push_back(t);
  }
  return out;
}

}  // namespace agentrl::harness
