#include "agentrl/sim/advantage_metrics.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace agentrl::sim {
namespace {

double Pearson(std::span<const double> x, std::span<const double> y) {
  const size_t n = x.size();
  if (n < 2) return 0;
  double mx = 0, my = 0;
  for (size_t i = 0; i < n; ++i) mx += x[i], my += y[i];
  mx /= static_cast<double>(n), my /= static_cast<double>(n);
  double sxy = 0, sxx = 0, syy = 0;
  for (size_t i = 0; i < n; ++i) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) * (x[i] - mx);
    syy += (y[i] - my) * (y[i] - my);
  }
  return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0.0;
}

std::vector<double> Ranks(std::span<const double> x) {
  std::vector<size_t> order(x.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return x[a] < x[b]; });
  std::vector<double> r(x.size());
  for (size_t i = 0; i < order.size();) {
    size_t j = i;
    while (j + 1 < order.size() && x[order[j + 1]] == x[order[i]]) ++j;
    const double avg = 0.5 * static_cast<double>(i + j) + 1.0;  // average rank of the tie
    for (size_t k = i; k <= j; ++k) r[order[k]] = avg;
    i = j + 1;
  }
  return r;
}

int Sign(double x) { return (x > 0) - (x < 0); }

std::string Bucket(const char* name, double lo, double hi) {
  auto fmt = [](double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return std::string(buf);
  };
  return std::string(name) + ":[" + fmt(lo) + "," + fmt(hi) + ")";
}

std::string LengthBucket(int64_t len) {
  double lo = 0, hi = 64;
  while (static_cast<double>(len) >= hi) lo = hi, hi *= 4;
  return Bucket("length", lo, hi);
}

std::string PositionBucket(double rel) {
  const int q = std::min(3, static_cast<int>(rel * 4));
  return Bucket("position", q / 4.0, (q + 1) / 4.0);
}

struct Pairs {
  std::vector<double> turn_est, turn_true, tok_est, tok_true;
};

double Pow(double g, int64_t n) { return n == 0 ? 1.0 : std::pow(g, static_cast<double>(n)); }

}  // namespace

QualityMetrics CompareAdvantages(std::span<const double> est, std::span<const double> truth) {
  QualityMetrics m;
  m.n = est.size();
  if (m.n == 0) return m;
  double se = 0, bias = 0, ee = 0, et = 0, wsum = 0, wagree = 0;
  for (size_t i = 0; i < m.n; ++i) {
    bias += est[i] - truth[i];
    se += (est[i] - truth[i]) * (est[i] - truth[i]);
    ee += est[i] * est[i];
    et += est[i] * truth[i];
    wsum += std::abs(truth[i]);
    if (Sign(est[i]) == Sign(truth[i])) wagree += std::abs(truth[i]);
  }
  const double n = static_cast<double>(m.n);
  m.bias = bias / n;
  m.rmse = std::sqrt(se / n);
  const double c = ee > 0 ? et / ee : 0.0;
  double sf = 0;
  for (size_t i = 0; i < m.n; ++i) sf += (c * est[i] - truth[i]) * (c * est[i] - truth[i]);
  m.scale_free_rmse = std::sqrt(sf / n);
  m.pearson = Pearson(est, truth);
  const std::vector<double> re = Ranks(est), rt = Ranks(truth);
  m.spearman = Pearson(re, rt);
  m.sign_agreement = wsum > 0 ? wagree / wsum : 1.0;
  return m;
}

std::vector<StratifiedMetrics> EvaluateAdvantages(const SimBatch& b, std::span<const float> adv) {
  std::map<std::string, Pairs> strata;
  for (const TurnRecord& t : b.turns) {
    const int64_t begin = b.cu_seqlens[t.episode], end = b.cu_seqlens[t.episode + 1];
    const double rel =
        static_cast<double>(t.decision_token - begin) / static_cast<double>(end - begin);
    for (const std::string& key :
         {std::string("all"), LengthBucket(end - begin), PositionBucket(rel)}) {
      strata[key].turn_est.push_back(adv[t.decision_token]);
      strata[key].turn_true.push_back(t.advantage);
    }
  }
  for (size_t e = 0; e < b.num_sequences(); ++e) {
    const int64_t begin = b.cu_seqlens[e], end = b.cu_seqlens[e + 1];
    const std::string len_key = LengthBucket(end - begin);
    for (int64_t t = begin; t < end; ++t) {
      if (!b.mask[t]) continue;
      const double rel = static_cast<double>(t - begin) / static_cast<double>(end - begin);
      for (const std::string& key : {std::string("all"), len_key, PositionBucket(rel)}) {
        strata[key].tok_est.push_back(adv[t]);
        strata[key].tok_true.push_back(b.true_advantage[t]);
      }
    }
  }
  std::vector<StratifiedMetrics> out;
  for (const auto& [key, p] : strata) {
    out.push_back({key, CompareAdvantages(p.turn_est, p.turn_true),
                   CompareAdvantages(p.tok_est, p.tok_true)});
  }
  std::stable_partition(out.begin(), out.end(),
                        [](const StratifiedMetrics& m) { return m.stratum == "all"; });
  return out;
}

CreditLocalisation MeasureCreditLocalisation(const SimBatch& b, std::span<const float> adv,
                                             int64_t planted_turn) {
  CreditLocalisation c;
  size_t i = 0;
  while (i < b.turns.size()) {
    size_t j = i;
    while (j < b.turns.size() && b.turns[j].episode == b.turns[i].episode) ++j;
    if (j - i > 1) {
      size_t star = i;
      double est_sum = 0, true_sum = 0;
      for (size_t k = i; k < j; ++k) {
        if (planted_turn >= 0
                ? b.turns[k].turn == planted_turn
                : std::abs(b.turns[k].advantage) > std::abs(b.turns[star].advantage)) {
          star = k;
        }
        est_sum += std::abs(adv[b.turns[k].decision_token]);
        true_sum += std::abs(b.turns[k].advantage);
      }
      if (true_sum > 0) {
        c.truth += std::abs(b.turns[star].advantage) / true_sum;
        c.estimate += est_sum > 0 ? std::abs(adv[b.turns[star].decision_token]) / est_sum : 0.0;
        ++c.episodes;
      }
    }
    i = j;
  }
  if (c.episodes)
    c.truth /= static_cast<double>(c.episodes), c.estimate /= static_cast<double>(c.episodes);
  return c;
}

std::vector<double> SampledGradient(const CodeAgentEnv& env, const SimBatch& b,
                                    const SoftmaxPolicy& policy, std::span<const float> adv) {
  std::vector<double> g(SoftmaxPolicy::kNumParams, 0.0);
  const auto allowed = env.Allowed();
  const double gamma = env.config().gamma;
  int64_t episode = -1, decay = 0;
  for (const TurnRecord& t : b.turns) {
    if (t.episode != episode) episode = t.episode, decay = 0;
    const Features f = env.Observe(b.episodes[t.episode].task, t.state);
    const ActionProbs pi = policy.Probabilities(f, allowed);
    const double w = Pow(gamma, decay) * adv[t.decision_token];
    for (int a = 0; a < kNumActions; ++a) {
      const double score = (a == static_cast<int>(t.action) ? 1.0 : 0.0) - pi[a];
      for (int j = 0; j < kNumFeatures; ++j) g[a * kNumFeatures + j] += w * score * f[j];
    }
    decay += env.DecaySteps(t.policy_tokens, t.env_tokens);
  }
  for (double& x : g) x /= static_cast<double>(b.num_sequences());
  return g;
}

GradientMetrics CompareGradients(const std::vector<std::vector<double>>& sampled,
                                 const std::vector<double>& exact) {
  GradientMetrics m;
  if (sampled.empty()) return m;
  const size_t d = exact.size();
  std::vector<double> mean(d, 0.0);
  for (const auto& g : sampled)
    for (size_t i = 0; i < d; ++i) mean[i] += g[i] / static_cast<double>(sampled.size());
  double dot = 0, nm = 0, ne = 0;
  for (size_t i = 0; i < d; ++i) {
    dot += mean[i] * exact[i], nm += mean[i] * mean[i], ne += exact[i] * exact[i];
    m.bias_sq += (mean[i] - exact[i]) * (mean[i] - exact[i]);
  }
  for (const auto& g : sampled)
    for (size_t i = 0; i < d; ++i)
      m.variance += (g[i] - mean[i]) * (g[i] - mean[i]) / static_cast<double>(sampled.size());
  m.cosine = nm > 0 && ne > 0 ? dot / std::sqrt(nm * ne) : 0.0;
  m.snr = m.variance > 0 ? nm / m.variance : 0.0;
  m.exact_norm = std::sqrt(ne);
  return m;
}

}  // namespace agentrl::sim
