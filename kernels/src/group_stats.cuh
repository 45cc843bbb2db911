// The per-group and per-sequence arithmetic of the outcome estimators (grpo, drgrpo, rloo,
// reinforce_pp_baseline, opo) on the device, shared by the kernels (estimators_cuda.cu) and their
// CPU twin (cuda_twin.cc) so the twin reproduces the device's bits. Everything is fp64, every
// multiply-add an explicit fma (tile_scan.cuh says why), and every division and square root the
// correctly rounded one on both sides (no rsqrt).
//
// The device pipeline: per-sequence scores s_i (sum of all rewards) and trainable counts l_i from
// the kSum scan; sequences stably sorted by group id (order[]), so a group is a run
// order[j0..j1) with its members in their original order; one thread per group for its
// statistics (GroupAdvantages); for reinforce_pp_baseline one block whitens the per-sequence
// advantages weighted by l_i (TokenWeightedSums, TokenWeightedSquares, SequenceWhitenScale);
// then each trainable token takes its sequence's advantage.
#pragma once

#include "tile_scan.cuh"

namespace agentrl::kernels::cuda_detail {

// seq_adv[order[j]] for the members j0 <= j < j1 of one group, summed in member order.
AGENTRL_HD void GroupAdvantages(Estimator est, const int64_t* order, int64_t j0, int64_t j1,
                                const float* score, const float* count, double* seq_adv) {
  const int64_t members = j1 - j0;
  const double k = static_cast<double>(members);
  double mean = 0, sd = 1, opo = 0;
  if (members > 1) {
    double sum = 0, weighted = 0, tokens = 0;
    for (int64_t j = j0; j < j1; ++j) {
      const int64_t i = order[j];
      sum += score[i];
      weighted = fma(static_cast<double>(count[i]), static_cast<double>(score[i]), weighted);
      tokens += count[i];
    }
    mean = sum / k;
    double ss = 0;
    for (int64_t j = j0; j < j1; ++j) {
      const double d = score[order[j]] - mean;
      ss = fma(d, d, ss);
    }
    sd = sqrt(ss / (k - 1));
    opo = tokens > 0 ? weighted / tokens : 0.0;
  }
  for (int64_t j = j0; j < j1; ++j) {
    const int64_t i = order[j];
    const double s = score[i];
    double a = 0;
    switch (est) {
      case Estimator::kGrpo:
        a = (s - mean) / (sd + kGrpoEpsilon);
        break;
      case Estimator::kDrGrpo:
      case Estimator::kReinforcePpBaseline:
        a = s - mean;
        break;
      case Estimator::kRloo:
        a = members > 1 ? k / (k - 1) * (s - mean) : 0.0;
        break;
      case Estimator::kOpo:
        a = s - opo;
        break;
      default:
        break;
    }
    seq_adv[i] = a;
  }
}

// Thread th's share (sequences th, th + threads, ...) of the token count Σ l_i and of Σ l_i·a_i.
AGENTRL_HD void TokenWeightedSums(const double* seq_adv, const float* count, int64_t n, int th,
                                  int threads, double* tokens, double* total) {
  double t = 0, s = 0;
  for (int64_t i = th; i < n; i += threads) {
    t += count[i];
    s = fma(static_cast<double>(count[i]), seq_adv[i], s);
  }
  *tokens = t, *total = s;
}

// Thread th's share of Σ l_i·(a_i − μ)².
AGENTRL_HD double TokenWeightedSquares(const double* seq_adv, const float* count, int64_t n, int th,
                                       int threads, double mu) {
  double m2 = 0;
  for (int64_t i = th; i < n; i += threads) {
    const double d = seq_adv[i] - mu;
    m2 = fma(count[i] * d, d, m2);
  }
  return m2;
}

// 1/sqrt(unbiased variance + ε) over `tokens` trainable tokens; 1 below two tokens.
AGENTRL_HD double SequenceWhitenScale(double tokens, double m2) {
  return tokens >= 2 ? 1.0 / sqrt(m2 / (tokens - 1) + kWhitenEpsilon) : 1.0;
}

}  // namespace agentrl::kernels::cuda_detail
