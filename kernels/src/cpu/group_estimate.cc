// The group (outcome) estimators of the fast CPU path: grpo, drgrpo, rloo,
// reinforce_pp_baseline and opo (estimators.h states each formula). Per-sequence scores and
// trainable counts come from SequenceSums, group statistics are fp64 in order of first
// appearance, and each sequence's advantage is broadcast to its trainable tokens.
#include <cmath>
#include <unordered_map>

#include "estimate_families.h"
#include "sequence_sums.h"

namespace agentrl::kernels::cpu {

std::vector<double> OutcomeAdvantages(const EstimatorParams& p, std::span<const double> score,
                                      std::span<const int64_t> len, std::span<const int64_t> group,
                                      double epsilon, std::vector<double>* group_size) {
  const size_t n = score.size();
  // Group statistics in fp64, groups in order of first appearance.
  std::unordered_map<int64_t, size_t> index;
  std::vector<size_t> gid(n);
  for (size_t i = 0; i < n; ++i) gid[i] = index.try_emplace(group[i], index.size()).first->second;
  const size_t g = index.size();
  std::vector<double> count(g, 0), sum(g, 0), ss(g, 0), lw(g, 0), lsum(g, 0);
  for (size_t i = 0; i < n; ++i) count[gid[i]] += 1, sum[gid[i]] += score[i];
  std::vector<double> mean(g), sd(g, 1.0), opo(g, 0.0);
  for (size_t k = 0; k < g; ++k) mean[k] = count[k] > 1 ? sum[k] / count[k] : 0.0;
  for (size_t i = 0; i < n; ++i) {
    const size_t k = gid[i];
    ss[k] += (score[i] - mean[k]) * (score[i] - mean[k]);
    lw[k] += static_cast<double>(len[i]) * score[i];
    lsum[k] += static_cast<double>(len[i]);
  }
  for (size_t k = 0; k < g; ++k) {
    if (count[k] > 1) {
      sd[k] = std::sqrt(ss[k] / (count[k] - 1));
      opo[k] = lsum[k] > 0 ? lw[k] / lsum[k] : 0.0;
    }
  }
  std::vector<double> a(n);
  for (size_t i = 0; i < n; ++i) {
    const size_t k = gid[i];
    switch (p.estimator) {
      case Estimator::kGrpo:
        a[i] = (score[i] - mean[k]) / (sd[k] + epsilon);
        break;
      case Estimator::kDrGrpo:
      case Estimator::kReinforcePpBaseline:
        a[i] = score[i] - mean[k];
        break;
      case Estimator::kRloo:
        a[i] = count[k] > 1 ? count[k] / (count[k] - 1) * (score[i] - mean[k]) : 0.0;
        break;
      case Estimator::kOpo:
        a[i] = score[i] - opo[k];
        break;
      default:
        break;
    }
  }
  if (p.estimator == Estimator::kReinforcePpBaseline) {
    // Whitening over trainable tokens, from per-sequence (value, count) pairs: exact and cheap.
    double tokens = 0, total = 0, m2 = 0;
    for (size_t i = 0; i < n; ++i)
      tokens += static_cast<double>(len[i]), total += static_cast<double>(len[i]) * a[i];
    if (tokens > 0) {
      const double mu = total / tokens;
      for (size_t i = 0; i < n; ++i) m2 += static_cast<double>(len[i]) * (a[i] - mu) * (a[i] - mu);
      const double scale = tokens >= 2 ? 1.0 / std::sqrt(m2 / (tokens - 1) + kWhitenEpsilon) : 1.0;
      for (double& x : a) x = (x - mu) * scale;
    }
  }
  if (group_size != nullptr) {
    group_size->resize(n);
    for (size_t i = 0; i < n; ++i) (*group_size)[i] = count[gid[i]];
  }
  return a;
}

void OutcomeEstimate(const PackedBatchView& b, const EstimatorParams& p, std::span<float> adv,
                     std::span<float> ret, const std::vector<WorkItem>& items, int threads,
                     int lanes) {
  std::vector<int64_t> len;  // trainable tokens: only OPO and REINFORCE++'s whitening weigh by them
  std::vector<double> score;
  const bool by_length =
      p.estimator == Estimator::kOpo || p.estimator == Estimator::kReinforcePpBaseline;
  SequenceSums(b, items, threads, lanes, by_length ? &len : nullptr, &score);
  if (!by_length) len.assign(b.num_sequences(), 0);
  const std::vector<double> a = OutcomeAdvantages(p, score, len, b.group);
  ForItems(items, threads, [&](size_t lo, size_t hi) {
    for (size_t k = lo; k < hi; ++k) {
      const WorkItem& it = items[k];
      for (size_t i = it.seq_first; i < it.seq_last; ++i) {
        const float ai = static_cast<float>(a[i]);
        const int64_t s = it.is_piece ? it.begin : b.seq_begin(i),
                      e = it.is_piece ? it.end : b.seq_end(i);
        for (int64_t t = s; t < e; ++t) adv[t] = ret[t] = b.mask[t] ? ai : 0.0f;
      }
    }
  });
}

}  // namespace agentrl::kernels::cpu
