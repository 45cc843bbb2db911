// How good is an estimator's advantage? Compared with the simulator's exact A*:
//   bias        mean(Â − A*)
//   rmse        sqrt(mean((Â − A*)²))
//   scale_free_rmse  min over c of sqrt(mean((c·Â − A*)²)): estimators that whiten or divide by
//               a group std are judged on direction, not scale (c = <Â, A*>/<Â, Â>)
//   pearson, spearman  correlation (Spearman with average ranks for ties)
//   sign_agreement     Σ|A*|·1{sign Â = sign A*} / Σ|A*|: do the tokens that matter get pushed
//               the right way
// Per turn (the estimate at each turn's decision token against A(s, a)) and per token (every
// trainable token against its turn's A), overall and stratified by the trajectory's length
// bucket and by relative position in it. Gradient level: the sampled policy-gradient estimate
// against the exact ∇J.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "agentrl/sim/ground_truth.h"
#include "agentrl/sim/sampler.h"

namespace agentrl::sim {

struct QualityMetrics {
  size_t n = 0;
  double bias = 0, rmse = 0, scale_free_rmse = 0, pearson = 0, spearman = 0, sign_agreement = 0;
};

// Undefined correlations (n < 2 or zero variance) are reported as 0.
QualityMetrics CompareAdvantages(std::span<const double> estimate, std::span<const double> truth);

struct StratifiedMetrics {
  std::string stratum;  // "all", "length:[lo,hi)", "position:[lo,hi)"
  QualityMetrics per_turn, per_token;
};

// Strata: all; trajectory token length by powers of 4 from 64; relative position in quarters.
std::vector<StratifiedMetrics> EvaluateAdvantages(const SimBatch& batch,
                                                  std::span<const float> advantages);

// Credit localisation: in each episode with more than one turn, the critical turn t* is the one
// with the largest |A*|. The score is the mean over episodes of |Â(t*)| / Σ_t |Â(t)| (Â at
// decision tokens); `truth` is the same ratio for A* itself, the best an estimator can do.
// An estimator that spreads one number over every token of an episode scores 1/turns.
struct CreditLocalisation {
  double estimate = 0, truth = 0;
  size_t episodes = 0;
};
// With planted_turn >= 0 (a planted critical turn, e.g. 0 under SimConfig::critical_gate), t*
// is that turn instead of the argmax.
CreditLocalisation MeasureCreditLocalisation(const SimBatch& batch,
                                             std::span<const float> advantages,
                                             int64_t planted_turn = -1);

struct GradientMetrics {
  double cosine = 0;      // cos(mean of the sampled gradients, exact ∇J)
  double bias_sq = 0;     // ‖mean_k ĝ_k − ∇J‖²
  double variance = 0;    // mean_k ‖ĝ_k − mean ĝ‖²
  double snr = 0;         // ‖mean ĝ‖² / variance
  double exact_norm = 0;  // ‖∇J‖
};

// ĝ for one batch of a softmax policy: mean over episodes of Σ_turns γ^(decay before the turn)
// · Â(decision token) · ∇log π(a|s). With Â = A* it is unbiased for the batch's mean task ∇J.
std::vector<double> SampledGradient(const CodeAgentEnv& env, const SimBatch& batch,
                                    const SoftmaxPolicy& policy, std::span<const float> advantages);

// Over K batches: cosine is that of the mean ĝ with ∇J (exact, averaged over the batches' tasks).
GradientMetrics CompareGradients(const std::vector<std::vector<double>>& sampled,
                                 const std::vector<double>& exact);

}  // namespace agentrl::sim
