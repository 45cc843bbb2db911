// The fp64 reference: the formulas of estimators.h transcribed one sequence at a time, with no
// attempt at speed (ReferenceEstimate, estimators.h). Every fast path (the CPU files beside this
// one, the CUDA kernels and their twin) is tested against this file, so it stays plain.
#include <algorithm>
#include <cmath>
#include <map>

#include "agentrl/kernels/estimators.h"

namespace agentrl::kernels {
namespace {

struct Seq {
  int64_t b, e;
  double boot;
};

Seq SeqOf(const PackedBatchView& batch, size_t i) {
  return {batch.seq_begin(i), batch.seq_end(i),
          batch.terminated[i] ? 0.0 : static_cast<double>(batch.bootstrap_value[i])};
}

int64_t Trainable(const PackedBatchView& batch, const Seq& s) {
  int64_t n = 0;
  for (int64_t t = s.b; t < s.e; ++t) n += batch.mask[t];
  return n;
}

double AdaptiveLambda(double alpha, int64_t trainable) {
  const double al = alpha * static_cast<double>(trainable);
  if (al <= 0.0) return 0.0;
  return std::clamp(1.0 - 1.0 / al, 0.0, 1.0);
}

// GAE advantages of one sequence with the given λ into out[b..e).
void GaeSequence(const PackedBatchView& batch, const Seq& s, MaskMode mode, double gamma,
                 double lam, std::span<double> out) {
  if (mode == MaskMode::kCarry) {
    double a = 0.0, nv = s.boot;
    for (int64_t t = s.e - 1; t >= s.b; --t) {
      if (batch.mask[t]) {
        const double delta = batch.rewards[t] + gamma * nv - batch.values[t];
        a = delta + gamma * lam * a;
        nv = batch.values[t];
      }
      out[t] = a;
    }
  } else {
    double a = 0.0, v_next = s.boot;
    for (int64_t t = s.e - 1; t >= s.b; --t) {
      const double m = batch.mask[t];
      const double v = m * batch.values[t];
      const double delta = m * batch.rewards[t] + gamma * v_next - v;
      a = delta + gamma * lam * a;
      out[t] = a;
      v_next = v;
    }
  }
}

void ReturnsSequence(const PackedBatchView& batch, const Seq& s, MaskMode mode, double gamma,
                     std::span<double> out) {
  double g = s.boot;
  for (int64_t t = s.e - 1; t >= s.b; --t) {
    if (mode == MaskMode::kZero) {
      g = batch.mask[t] * static_cast<double>(batch.rewards[t]) + gamma * g;
    } else if (batch.mask[t]) {
      g = batch.rewards[t] + gamma * g;
    }
    out[t] = g;
  }
}

void Whiten(const PackedBatchView& batch, std::span<double> x, bool zero_unmasked) {
  double n = 0, sum = 0;
  for (size_t t = 0; t < x.size(); ++t)
    if (batch.mask[t]) n += 1, sum += x[t];
  if (n == 0) return;
  const double mean = sum / n;
  double ss = 0;
  for (size_t t = 0; t < x.size(); ++t)
    if (batch.mask[t]) ss += (x[t] - mean) * (x[t] - mean);
  const double scale = n >= 2 ? 1.0 / std::sqrt(ss / (n - 1) + kWhitenEpsilon) : 1.0;
  for (size_t t = 0; t < x.size(); ++t) {
    x[t] = (zero_unmasked && !batch.mask[t]) ? 0.0 : (x[t] - mean) * scale;
  }
}

void ScanEstimate(const PackedBatchView& batch, const EstimatorParams& p, std::span<double> adv,
                  std::span<double> ret) {
  std::vector<double> critic(p.lam_critic ? adv.size() : 0);
  for (size_t i = 0; i < batch.num_sequences(); ++i) {
    const Seq s = SeqOf(batch, i);
    if (p.estimator == Estimator::kReturns) {
      ReturnsSequence(batch, s, p.mask_mode, p.gamma, adv);
      for (int64_t t = s.b; t < s.e; ++t) ret[t] = adv[t];
      continue;
    }
    const double lam = p.estimator == Estimator::kGaeAdaptive
                           ? AdaptiveLambda(p.alpha, Trainable(batch, s))
                           : p.lam;
    GaeSequence(batch, s, p.mask_mode, p.gamma, lam, adv);
    if (p.lam_critic) GaeSequence(batch, s, p.mask_mode, p.gamma, *p.lam_critic, critic);
    const std::span<const double> base = p.lam_critic ? std::span<const double>(critic) : adv;
    for (int64_t t = s.b; t < s.e; ++t) {
      const double v = p.mask_mode == MaskMode::kZero
                           ? batch.mask[t] * static_cast<double>(batch.values[t])
                           : batch.values[t];
      ret[t] = base[t] + v;
    }
  }
  if (p.whiten) Whiten(batch, adv, false);
}

void OutcomeEstimate(const PackedBatchView& batch, const EstimatorParams& p, std::span<double> adv,
                     std::span<double> ret) {
  const size_t n = batch.num_sequences();
  std::vector<double> score(n), len(n);
  std::map<int64_t, std::vector<size_t>> groups;
  for (size_t i = 0; i < n; ++i) {
    const Seq s = SeqOf(batch, i);
    for (int64_t t = s.b; t < s.e; ++t) score[i] += batch.rewards[t];
    len[i] = static_cast<double>(Trainable(batch, s));
    groups[batch.group[i]].push_back(i);
  }
  std::vector<double> a(n);
  for (const auto& [g, members] : groups) {
    const double k = static_cast<double>(members.size());
    double mean = 0, sd = 1;
    if (members.size() > 1) {
      for (size_t i : members) mean += score[i];
      mean /= k;
      double ss = 0;
      for (size_t i : members) ss += (score[i] - mean) * (score[i] - mean);
      sd = std::sqrt(ss / (k - 1));
    }
    double opo_base = 0;
    if (members.size() > 1) {
      double lw = 0, l = 0;
      for (size_t i : members) lw += len[i] * score[i], l += len[i];
      opo_base = l > 0 ? lw / l : 0.0;
    }
    for (size_t i : members) {
      switch (p.estimator) {
        case Estimator::kGrpo:
          a[i] = (score[i] - mean) / (sd + kGrpoEpsilon);
          break;
        case Estimator::kDrGrpo:
        case Estimator::kReinforcePpBaseline:
          a[i] = score[i] - mean;
          break;
        case Estimator::kRloo:
          a[i] = members.size() > 1 ? k / (k - 1) * (score[i] - mean) : 0.0;
          break;
        case Estimator::kOpo:
          a[i] = score[i] - opo_base;
          break;
        default:
          break;
      }
    }
  }
  for (size_t i = 0; i < n; ++i) {
    for (int64_t t = batch.seq_begin(i); t < batch.seq_end(i); ++t)
      adv[t] = batch.mask[t] ? a[i] : 0.0;
  }
  if (p.estimator == Estimator::kReinforcePpBaseline) Whiten(batch, adv, true);
  std::copy(adv.begin(), adv.end(), ret.begin());
}

}  // namespace

void ReferenceEstimate(const PackedBatchView& batch, const EstimatorParams& p,
                       std::span<double> adv, std::span<double> ret) {
  if (IsScanEstimator(p.estimator)) {
    ScanEstimate(batch, p, adv, ret);
  } else {
    OutcomeEstimate(batch, p, adv, ret);
  }
}

}  // namespace agentrl::kernels
